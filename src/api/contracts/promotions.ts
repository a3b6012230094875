/** Issue 6 promotions calls (filled by the promotions work). Every call here is also listed in `promotionsCalls`. */
export const promotionsCalls = {} as const;

/** Issue 5 payments calls (filled by the payments work). Every call here is also listed in `paymentsCalls`. */
export const paymentsCalls = {} as const;

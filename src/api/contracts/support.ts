/** Issue 6 support calls (filled by the support work). Every call here is also listed in `supportCalls`. */
export const supportCalls = {} as const;

/** Issue 5 records calls (filled by the records work). Every call here is also listed in `recordsCalls`. */
export const recordsCalls = {} as const;

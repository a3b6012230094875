/** Issue 6 points calls (filled by the points work). Every call here is also listed in `pointsCalls`. */
export const pointsCalls = {} as const;

/** Issue 5 security calls (filled by the security work). Every call here is also listed in `securityCalls`. */
export const securityCalls = {} as const;

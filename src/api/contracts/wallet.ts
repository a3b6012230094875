/** Issue 5 wallet calls (filled by the wallet work). Every call here is also listed in `walletCalls`. */
export const walletCalls = {} as const;

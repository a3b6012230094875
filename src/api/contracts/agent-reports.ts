/**
 * Issue 7 agent centre calls (reports). Every call here is also listed in `agentReportsCalls`, so
 * its name is a `fault=<call>:<kind>` name.
 */
export const agentReportsCalls = {} as const;

/**
 * Issue 7 agent centre calls (team). Every call here is also listed in `agentTeamCalls`, so
 * its name is a `fault=<call>:<kind>` name.
 */
export const agentTeamCalls = {} as const;

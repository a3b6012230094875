import type { HumanVerifier } from '../../browser/human-verification';

/**
 * Mock mode's human verification (SPEC 4.2; mock mode only): the platform's real service is not
 * shown in the spec, so the mock one answers at once, as a player who passed would. The login
 * carries its result like a real one's, so the call's shape is exercised end to end.
 */
export const mockHumanVerifier: HumanVerifier = {
  verify: async () => ({ provider: 'mock', token: `mock-human-${Date.now().toString(36)}` }),
};

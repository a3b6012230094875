import type { HumanVerificationResult } from '../api/contracts/session';

/**
 * SPEC 4.2: a login first runs human verification (skipped for SMS). Which service the platform
 * uses is not shown, so the provider is pluggable: the app registers one at start. Without one,
 * the "none" provider answers at once and the server decides.
 */
export interface HumanVerifier {
  verify(): Promise<HumanVerificationResult>;
}

let verifier: HumanVerifier = { verify: async () => ({ provider: 'none', token: '' }) };

export function registerHumanVerifier(next: HumanVerifier): void {
  verifier = next;
}

export const verifyHuman = () => verifier.verify();

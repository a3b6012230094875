import type { sessionCalls } from '../../src/api/contracts/session';
import type { WireFixture } from './wire-fixture';

/** The answers of `sessionCalls` (src/api/contracts/session.ts), as the platform sends them. */
export const sessionFixtures = {
  login: {
    value: { token: '5f0c9a4e-2b7d-4c1e-9a55-6d3f1e2b8c70', firstTimeLogin: false, passwordExpired: false },
    source: 'SPEC 3.2',
    note: 'SPEC 3.2: token, firstTimeLogin, passwordExpired, captcha. api.js stores value.token.',
  },
  freePlay: { value: { token: '9a1b2c3d-trial-0001' }, source: 'assumption' },
  oneClickLogin: {
    value: { token: '7d4e1f20-1c2b-4a3d-8e9f-0a1b2c3d4e5f', firstTimeLogin: false },
    source: 'assumption',
  },
  logout: { value: null, source: 'assumption' },
} satisfies Record<keyof typeof sessionCalls, WireFixture>;

import type { captchaCalls } from '../../../src/api/contracts/captcha';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `captchaCalls` (src/api/contracts/captcha.ts), or why it does not. */
export const captchaRows = {
  visited: [
    { call: 'captcha', screen: { path: '/register' }, retry: 'auth:captchaRefresh', throttled: true },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof captchaCalls>;

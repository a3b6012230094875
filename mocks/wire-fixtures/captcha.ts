import type { captchaCalls } from '../../src/api/contracts/captcha';
import type { Json, WireFixture } from './wire-fixture';

/** A 1×1 PNG, base64, as the captcha call sends its image (without a data: prefix). */
const captchaPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// Older shapes of one answer, typed as JSON: inferred, their differing keys would become optional
// `undefined` ones, which JSON has not.
const captchaVariants: readonly Json[] = [{ img: captchaPng }, { image: captchaPng }];

/** The answers of `captchaCalls` (src/api/contracts/captcha.ts), as the platform sends them. */
export const captchaFixtures = {
  captcha: {
    value: captchaPng,
    source: 'observed',
    note: 'api.js: "the upstream answers { success, value: \'<base64 png>\' }"; some builds nest it as img or image (the variants). SPEC 7.2 too: a base64 image.',
    variants: captchaVariants,
  },
} satisfies Record<keyof typeof captchaCalls, WireFixture>;

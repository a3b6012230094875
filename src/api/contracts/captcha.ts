import * as v from 'valibot';
import { defineCall } from './call';

/**
 * The captcha request: `t`, a timestamp that makes every request unique, so no cache (the
 * browser's or a proxy's) answers an old image; the platform binds the image to the session that
 * asked (observed: public client D3M09/go444 mobile/assets/api.js sends `t` for this reason).
 */
export type CaptchaRequest = { t?: number };

const captchaImageField = v.optional(v.nullable(v.string()));

/**
 * GET /wps/captcha (SPEC 7.2): the value is a base64 image (PNG or SVG, with or without a data:
 * prefix). Observed (public client D3M09/go444 mobile/assets/api.js): the value is the string;
 * some builds nest it as `img` or `image` (that client also reads `base64` and `captcha`). Read as
 * the string; an object with none of these is malformed.
 */
export const captchaCall = defineCall<CaptchaRequest, string>({
  name: 'captcha',
  method: 'GET',
  path: 'wps/captcha',
  value: v.union([
    v.string(),
    v.pipe(
      v.object({
        img: captchaImageField,
        image: captchaImageField,
        base64: captchaImageField,
        captcha: captchaImageField,
      }),
      v.transform(({ img, image, base64, captcha }) => img || image || base64 || captcha || ''),
      v.minLength(1),
    ),
  ]),
});

/** The captcha image: this area's calls by contract name, spread into `calls` (index.ts). */
export const captchaCalls = {
  captcha: captchaCall,
} as const;

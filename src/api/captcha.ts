import { api } from './index';
import { captchaCall } from './contracts/captcha';

/**
 * The captcha image as a data: URL, whichever way the server encodes it (SPEC 7.2: base64). Never
 * from a cache: the `t` timestamp makes each request unique (a cached image is a wrong image).
 */
export async function fetchCaptchaImage(): Promise<string> {
  const value = await api.request(captchaCall, { t: Date.now() });
  if (value.startsWith('data:')) return value;
  return value.trimStart().startsWith('PHN2Zy')
    ? `data:image/svg+xml;base64,${value}`
    : `data:image/png;base64,${value}`;
}

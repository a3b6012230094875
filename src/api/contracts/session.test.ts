import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { captchaCall } from './captcha';
import { loginCall } from './session';

describe('captcha image (observed shapes)', () => {
  it('reads the value itself, a base64 string (with or without a data: prefix)', () => {
    expect(v.parse(captchaCall.value, 'iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(v.parse(captchaCall.value, 'data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it('reads it nested as img or image (and base64 or captcha) on some builds', () => {
    for (const field of ['img', 'image', 'base64', 'captcha']) {
      expect(v.parse(captchaCall.value, { [field]: 'iVBORw0KGgo=' })).toBe('iVBORw0KGgo=');
    }
    expect(v.parse(captchaCall.value, { img: '', image: 'PHN2Zy8+' })).toBe('PHN2Zy8+');
  });

  it('refuses an object with no image in it', () => {
    expect(v.safeParse(captchaCall.value, {}).success).toBe(false);
    expect(v.safeParse(captchaCall.value, { img: null }).success).toBe(false);
    expect(v.safeParse(captchaCall.value, 42).success).toBe(false);
  });
});

describe("login answer (what the platform's clients read)", () => {
  it('reads an answer with the token alone: every flag absent reads as false', () => {
    expect(v.parse(loginCall.value, { token: 't-1', id: 7, userName: 'player01', customerType: 0 })).toEqual({
      token: 't-1',
      firstTimeLogin: false,
      passwordExpired: false,
      isDefaultPassword: false,
    });
  });

  it('keeps a flag the answer sets, and refuses an answer with no token', () => {
    expect(v.parse(loginCall.value, { token: 't-1', firstTimeLogin: true }).firstTimeLogin).toBe(true);
    expect(v.safeParse(loginCall.value, { firstTimeLogin: true }).success).toBe(false);
  });
});

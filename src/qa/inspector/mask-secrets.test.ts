import { describe, expect, it } from 'vitest';
import { isSecretKey, keyWords, MASK, maskSecretsInText, summarize } from './mask-secrets';

describe('isSecretKey', () => {
  it.each([
    'password',
    'paymentPassword',
    'confirmNewPassword',
    'heldPassword',
    'pwd',
    'pin',
    'pinCode',
    'token',
    'idToken',
    'storedToken',
    'x-auth-token',
    'refresh_token',
    'captcha',
    'verificationCode',
    'smsCode',
    'SMSCode',
    'otp',
    'clientSecret',
    'answer',
    'code',
    'codes',
    'tokens',
  ])('masks %s', (key) => {
    expect(isSecretKey(key)).toBe(true);
  });

  it.each([
    'spinsLeft',
    'spinWheel',
    'shipping',
    'passesRules',
    'errorCode',
    'countryDialingCode',
    'merchantCode',
    'lottoGameCode',
    'walletCode',
    'referralCode',
    'affiliateCode',
    'username',
    'account',
    'mobileNum',
    'amount',
  ])('shows %s', (key) => {
    expect(isSecretKey(key)).toBe(false);
  });

  it("shows a bare code that is a failure's or a notice's, and masks it elsewhere", () => {
    expect(isSecretKey('code', 'failure')).toBe(false);
    expect(isSecretKey('code', 'saveFailure')).toBe(false);
    expect(isSecretKey('code', 'notice')).toBe(false);
    expect(isSecretKey('code', 'request')).toBe(true);
    expect(isSecretKey('code')).toBe(true);
  });

  it('splits keys into words', () => {
    expect(keyWords('paymentPassword')).toEqual(['payment', 'password']);
    expect(keyWords('SMSCodeNoLogin')).toEqual(['sms', 'code', 'no', 'login']);
    expect(keyWords('x-auth_token')).toEqual(['x', 'auth', 'token']);
  });
});

describe('maskSecretsInText', () => {
  it("masks a URL's secret parameters and keeps the others", () => {
    expect(maskSecretsInText('https://game.example/play?token=abc123&lang=EN&pin=1234#top')).toBe(
      `https://game.example/play?token=${MASK}&lang=EN&pin=${MASK}#top`,
    );
    expect(maskSecretsInText('/register?affiliateCode=BETBD')).toBe('/register?affiliateCode=BETBD');
  });

  it('masks secret fields of JSON text', () => {
    expect(maskSecretsInText('{"username":"demo01","password":"Demo@1234"}')).toBe(
      `{"username":"demo01","password":"${MASK}"}`,
    );
  });
});

describe('summarize', () => {
  it('masks secrets at any depth and keeps what says what happened', () => {
    const text = summarize({
      token: 'tok-123',
      request: { username: 'demo01', password: 'Demo@1234', captcha: '1234' },
      failure: { kind: 'rejected', code: 'LOGIN_FAILED' },
      passwordExpired: true,
      outcome: null,
    });
    expect(text).toBe(
      `{ token: ${MASK}, request: { username: 'demo01', password: ${MASK}, captcha: ${MASK} }, ` +
        `failure: { kind: 'rejected', code: 'LOGIN_FAILED' }, passwordExpired: true, outcome: null }`,
    );
    for (const secret of ['tok-123', 'Demo@1234', '1234']) expect(text.includes(`'${secret}'`)).toBe(false);
  });

  it("masks a form event's value when its field is a secret", () => {
    expect(summarize({ field: 'password', value: 'Demo@1234' })).toBe(
      `{ field: 'password', value: ${MASK} }`,
    );
    expect(summarize({ field: 'content', value: 'hello' })).toBe(`{ field: 'content', value: 'hello' }`);
  });

  it('masks the items of a list under a secret key, and secrets inside strings', () => {
    expect(summarize({ codes: ['111111', '222222'] })).toBe(`{ codes: [${MASK}, ${MASK}] }`);
    expect(summarize({ url: 'https://g.example/?token=abc' })).toBe(
      `{ url: 'https://g.example/?token=${MASK}' }`,
    );
  });

  it('stays short however large the value', () => {
    const games = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `Game ${i}` }));
    const wide = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    expect(summarize({ games })).toBe(`{ games: [{…}, {…}, {…}, …+9997] }`);
    expect(summarize(wide)).toBe('{ k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, … }');
    expect(summarize({ text: 'x'.repeat(500) })).toBe(`{ text: '${'x'.repeat(47)}…' }`);
    expect(summarize({ a: { b: { c: { d: 1 } } } })).toBe('{ a: { b: {…} } }');
    expect(summarize(wide, { length: 20 })).toHaveLength(20);
  });

  it('names what it does not open', () => {
    const actor = { id: 'favourites', sessionId: 'x:1', send: () => undefined };
    const broken = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get: () => {
        throw new Error('no');
      },
    });
    expect(summarize({ favourites: actor })).toBe('{ favourites: actor favourites }');
    expect(summarize({ error: new Error('login: network') })).toBe('{ error: Error(login: network) }');
    expect(summarize({ at: new Date(Date.UTC(2026, 0, 2)) })).toBe('{ at: 2026-01-02T00:00:00.000Z }');
    expect(summarize({ ids: new Set([1, 2]), load: () => 1 })).toBe('{ ids: Set(2), load: ƒ }');
    expect(summarize(broken)).toBe('{ boom: ⚠ }');
    expect(summarize({})).toBe('{}');
    expect(summarize([])).toBe('[]');
  });
});

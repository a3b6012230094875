/**
 * The live platform's wire protocol: every fact about what travels over the wire that the client
 * relies on, in one place. SPEC 7 gives methods and paths; headers, encodings and refusal bodies are
 * "not shown" there, so most facts below come from a public client of the same platform, read only
 * as evidence. Each fact's doc comment names its source:
 *
 * - `SPEC x.y`: the product specification says so;
 * - `observed`: the public client D3M09/go444, file mobile/assets/api.js (a third-party front end
 *   of the same platform; nothing is copied from it);
 * - `assumption`: neither says; our choice, kept where a team with access to the platform checks it.
 *
 * A team that finds a fact wrong corrects its line here. `npm run docs:wire` reads these comments
 * into docs/platform-wire.md, so keep one fact per property with its source in its comment.
 */
export const wire = {
  headers: {
    /** observed: the session token, raw (no `Bearer`), on every call while logged in. */
    token: 'Authorization',
    /** observed: the merchant code on every call, exactly once; twice gets HTTP 400 `function.not.available`. */
    merchant: 'Merchant',
    /** observed: the player's language on every call (SPEC 3.3 codes, BN or EN). */
    language: 'Language',
    /** observed: the device kind on every call. */
    device: 'Device',
    /** SPEC 7.1: the free-play login sends `X-Gateway-Version: 3`. */
    gatewayVersion: 'X-Gateway-Version',
    /** observed: an encrypted call's random key wrapped by RSA (the script's `RSA`). */
    encryption: 'Encryption',
    /** observed: an encrypted call's DES payload (the script's `DES`), also the body's `value`. */
    digest: 'X-Digest',
    /** observed: the public key the call was wrapped with, as the key path answered it. */
    rsaKey: 'X-RSA',
    /**
     * platform: the send time in milliseconds, on every call (the platform's own member-centre
     * bundle, its request wrapper; docs/platform-evidence/member-centre.md).
     */
    timestamp: 'X-Timestamp',
    /** platform: the browser's user agent in Base64, on every call (the same wrapper). */
    realUserAgent: 'X-Real-UA',
    /** assumption: a money call's key, one per intent, so a repeated send moves money once. */
    idempotencyKey: 'Idempotency-Key',
  },
  values: {
    /** observed: `Device: web` on every call from a browser. */
    device: 'web',
    /** SPEC 7.1: the free-play login's gateway version. */
    gatewayVersion: '3',
  },
  body: {
    /** observed: an encrypted call's body is `{ value: <DES> }`; without it: `request_body_required`. */
    encryptedField: 'value',
    /** observed: login and registration carry a device id, one UUID per browser, kept in local storage. */
    deviceIdField: 'loginDeviceId',
  },
  encryption: {
    /** platform: the encryption script of the platform's own pages fetches its public key here, with the time in `t` and no cache. */
    keyPath: 'wps/session/key/rsa',
    /** platform: the key's answer is plain text, not the envelope: the RSA modulus in hex (1024-bit). */
    keyFormat: 'hex modulus',
    /** platform: the public exponent the script pairs with every key, in hex. */
    rsaExponent: '10001',
    /** platform: a fresh random key of 16 letters and digits for each call. */
    randomKeyLength: 16,
    /** platform: the payload's JSON is DES-ECB with PKCS#7 under the call key (its first 8 bytes), in Base64. */
    payloadCipher: 'DES-ECB-PKCS7',
    /** platform: the call key is wrapped by plain RSA (no padding; its characters as one big-endian number), in hex. */
    keyWrap: 'RSA-raw-hex',
    /** platform: the platform serves that script at this path of the API origin; this client does its handshake itself. */
    scriptPath: 'js/encrypt.js',
    /** platform: the script's entry point: `(payload) => Promise<{ RSA, DES }>` (it never returns the key). */
    globalName: 'reRsaV2',
  },
  refusal: {
    /** observed: a refusal's JSON body names its reason here (HTTP 400, 401 or 500, or success: false). */
    codeField: 'errorCode',
    /** observed: the refusal's words, shown when present (else the code). */
    messageField: 'message',
  },
  codes: {
    /** observed: HTTP 401 on any call sent with a token the platform no longer accepts. */
    notSession: 'login.not.session',
    /** observed: HTTP 400 when the platform has switched a function off (or the merchant header is wrong). */
    functionNotAvailable: 'function.not.available',
    /** observed: an encrypted call without the encryption headers and `{ value }` body. */
    requestBodyRequired: 'request_body_required',
    /** observed: HTTP 500 "#727 system busy" (a launch without `launchMode` gets it too); the message starts with the number. */
    systemBusy: '#727',
    /** observed: "#734 the previous game has not finished": a launch while another game is still open. */
    previousGameOpen: '#734',
    /** observed: a login for an account that does not exist (clients that log in read it). */
    userNotExist: 'USER_NOT_EXIST',
    /** observed: a login of an account the platform keeps from logging in. */
    loginForbidden: 'us_forbidden_login_error',
    /** platform: a login that needs its extra verification step (the registry's loginVerify call). */
    loginVerifyRequired: 'login_verify_required',
    /** observed: a request the platform did not accept as it was sent. */
    requestParamError: 'request_param_err',
    /** platform: a wrong withdrawal password (its withdraw page clears the field on it). */
    paymentPasswordWrong: 'invalid.payment.pw',
    /** platform: a withdrawal by a member who has set no withdrawal password yet. */
    noPaymentPassword: 'not.exists.payment.password',
  },
  launch: {
    /** observed: every launch sends `launchMode: GLS`; without it: HTTP 500 "#727 system busy". */
    launchMode: 'GLS',
    /** observed: `accountType` 1 plays for money. */
    realAccount: 1,
    /** observed: `accountType` 0 is free play. */
    freeAccount: 0,
  },
  wallets: {
    /** platform: the balance is asked with `typeId=0` (its member centre's wallet list and clients alike). */
    balanceTypeId: 0,
    /** platform: in the balance answer's list, the wallet with `accountTypeId` 2 is the main one (its withdraw page picks it). */
    mainAccountTypeId: 2,
  },
} as const;

/** A numbered platform message ("#727 system busy") read as its code ("#727"). */
const numberedMessage = /^#\d+/;

/**
 * The refusal's code: the body's `errorCode`, else the number a numbered message starts with.
 * Undefined when the body names none.
 */
export function refusalCode(body: Record<string, unknown>): string | undefined {
  const code = body[wire.refusal.codeField];
  if (typeof code === 'string' && code) return code;
  const message = body[wire.refusal.messageField];
  return typeof message === 'string' ? numberedMessage.exec(message)?.[0] : undefined;
}

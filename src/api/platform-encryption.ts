import { wire } from './contracts/wire';
import { createTrustedTypesPolicy, type TrustedTypePolicy } from '../lib/trusted-types';
import { TimeoutExpired, withTimeout } from '../lib/with-timeout';

/** The script did not load, or the encryptor did not answer, within the call's time. */
export { TimeoutExpired as EncryptionTimeout };

/**
 * The platform's payload encryption (SPEC 7.1 "encrypted body"), as its own clients use it: the
 * platform serves a script at `wire.encryption.scriptPath` of the API origin that defines
 * `reRsaV2(payload) → Promise<{ RSA, DES, rsaKey }>`; the call then sends `{ value: DES }` with the
 * three encryption headers. Loaded on the first encrypted call, once. Mock mode installs the mock
 * world's stand-in before the app starts (mocks/platform-encrypt.ts), so nothing is loaded there.
 */
type PlatformEncryptor = (
  payload: unknown,
) => Promise<{ RSA?: string; DES?: string; rsaKey?: string; RSAKEY?: string }>;

export type EncryptedBody = { headers: Record<string, string>; body: Record<string, string> };

let loading: Promise<PlatformEncryptor> | null = null;

/**
 * Under Trusted Types a script's src takes only a TrustedScriptURL: the `platform-script` policy
 * (listed in the CSP, deploy/security-headers.mjs) makes one for the platform's script path alone.
 */
let scriptPolicy: TrustedTypePolicy | null | undefined;

function trustedScriptUrl(scriptUrl: string): string {
  scriptPolicy ??= createTrustedTypesPolicy('platform-script', {
    createScriptURL: (url: string) => {
      const parsed = new URL(url, document.baseURI);
      if (!/^https?:$/.test(parsed.protocol) || !parsed.pathname.endsWith(`/${wire.encryption.scriptPath}`)) {
        throw new TypeError(`not the platform's encryption script: ${url}`);
      }
      return parsed.href;
    },
  });
  // The DOM types know only strings for `src`; a TrustedScriptURL is what the browser requires here.
  return scriptPolicy ? (scriptPolicy.createScriptURL(scriptUrl) as unknown as string) : scriptUrl;
}

function installed(): PlatformEncryptor | undefined {
  const candidate = (globalThis as Record<string, unknown>)[wire.encryption.globalName];
  return typeof candidate === 'function' ? (candidate as PlatformEncryptor) : undefined;
}

function loadScript(scriptUrl: string): Promise<PlatformEncryptor> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = trustedScriptUrl(scriptUrl);
    script.async = true;
    script.onload = () => {
      const loaded = installed();
      if (loaded) resolve(loaded);
      else reject(new Error('the encryption script defined nothing'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('the encryption script did not load'));
    };
    document.head.append(script);
  });
}

/** The encryptor, loading the platform's script the first time; a failed load is tried again next time. */
function encryptor(scriptUrl: string): Promise<PlatformEncryptor> {
  const ready = installed();
  if (ready) return Promise.resolve(ready);
  loading ??= loadScript(scriptUrl).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The body and headers of an encrypted call. Rejects when the script cannot be had or gives
 * nothing, and with `EncryptionTimeout` past `timeoutMs`.
 */
export async function encryptForPlatform(
  payload: unknown,
  scriptUrl: string,
  timeoutMs: number,
): Promise<EncryptedBody> {
  const sealed = withTimeout(
    encryptor(scriptUrl).then((encrypt) => encrypt(payload ?? null)),
    timeoutMs,
  );
  const { RSA, DES, rsaKey, RSAKEY } = await sealed;
  if (!RSA || !DES) throw new Error('the encryption script gave no ciphertext');
  const headers: Record<string, string> = { [wire.headers.encryption]: RSA, [wire.headers.digest]: DES };
  const keyName = rsaKey ?? RSAKEY;
  if (keyName) headers[wire.headers.rsaKey] = keyName;
  return { headers, body: { [wire.body.encryptedField]: DES } };
}

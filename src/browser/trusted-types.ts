import type {
  TrustedHTML,
  TrustedScriptURL,
  TrustedTypePolicy,
  TrustedTypePolicyFactory,
  TrustedTypePolicyOptions,
} from 'trusted-types/lib';

/**
 * Trusted Types: the server sends `require-trusted-types-for 'script'`, so the
 * DOM's script sinks (innerHTML, a script's src…) take only values made by a named policy listed in
 * the CSP's `trusted-types` (deploy/security-headers.mjs). One module owns the one policy:
 * src/browser/sanitize.ts (`dompurify`: server HTML once cleaned). Where the browser has no Trusted
 * Types (and in unit tests) there is no policy, and the DOM takes plain strings.
 */
export type { TrustedHTML, TrustedScriptURL, TrustedTypePolicy };

/** The named policy, or null where the browser has no Trusted Types. Each name is created once a page. */
export function createTrustedTypesPolicy<Options extends TrustedTypePolicyOptions>(
  name: string,
  rules: Options,
): TrustedTypePolicy<Options> | null {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  return factory ? (factory.createPolicy(name, rules) as TrustedTypePolicy<Options>) : null;
}

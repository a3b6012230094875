/**
 * The response headers the app is served with: one list, used by the nginx config
 * (deploy/nginx.mjs) and by `vite preview` (vite.config.ts), so the e2e journeys of both builds run
 * under the policy players get. Each value says why it is what it is.
 */
import { createHash } from 'node:crypto';

/**
 * The API paths the server hands to the backend (SPEC 7; `/js` carries the platform's encryption
 * script, which this app does not load but other clients of the same origin may).
 */
export const apiPrefixes = ['/wps', '/lgw', '/lotto', '/js'];

/**
 * The Trusted Types policies the app creates, the only ones the page may create:
 * - `dompurify`: src/browser/sanitize.ts, the one HTML sink sanitiser (server HTML → TrustedHTML).
 * - `web-app-worker`: src/browser/web-app-worker.ts, which lets exactly the service worker's URL
 *   through `navigator.serviceWorker.register` (a script sink).
 * No script is loaded from the API: the app speaks the platform's encryption handshake itself.
 */
export const trustedTypesPolicies = ['dompurify', 'web-app-worker'];

/**
 * The mock build's one more: a `default` policy (mocks/browser.ts) that lets exactly MSW's worker
 * URL through `navigator.serviceWorker.register`, which takes only a TrustedScriptURL and gets a
 * string from MSW. The real build has no default policy.
 */
export const mockTrustedTypesPolicies = ['default'];

/** The CSP source of each inline classic script of an HTML page (index.html's theme script). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** An origin (scheme://host[:port]) from a URL, or '' for a same-origin (relative) API base. */
export function originOf(url) {
  if (!url || url.startsWith('/')) return '';
  return new URL(url).origin;
}

/**
 * The Content-Security-Policy.
 * - `scriptHashes`: inlineScriptHashes(index.html);
 * - `apiOrigin`: the API's origin when it is not this one (VITE_API_BASE_URL absolute), for the
 *   calls (no script comes from it: the app speaks the encryption handshake itself);
 * - `mockWorker`: the mock build, whose service worker is MSW's, registered by MSW with a string.
 */
export function contentSecurityPolicy({ scriptHashes, apiOrigin = '', mockWorker = false }) {
  const api = apiOrigin ? [apiOrigin] : [];
  const directives = [
    // Nothing loads unless a directive below allows it.
    ['default-src', "'none'"],
    // The bundles and the theme script by its hash (no 'unsafe-inline', no 'unsafe-eval').
    ['script-src', "'self'", ...scriptHashes],
    // The bundles' CSS files. React's style props go through the CSSOM, which style-src does not
    // govern; server HTML loses style attributes and <style> in the sanitiser.
    ['style-src', "'self'"],
    // Banners, game tiles and logos come from the platform's CDNs; QR codes are data: URLs; picked
    // proof images are previewed from blob: or data: URLs.
    ['img-src', "'self'", 'https:', 'data:', 'blob:'],
    // API calls: this origin (the server proxies them), or the API origin when it is another.
    ['connect-src', "'self'", ...api],
    // Games (the launch answer's https game URL) and banner videos are other sites' pages in frames.
    ['frame-src', 'https:'],
    // The web app manifest (index.html's link), from this origin only.
    ['manifest-src', "'self'"],
    // The service worker, from this origin only: the real build's (src/sw), the mock build's MSW.
    ['worker-src', "'self'"],
    // No form posts anywhere (forms are handled in script); a form that falls back posts here only.
    ['form-action', "'self'"],
    // No other site may frame this one (clickjacking); no plugins; no <base> to re-point URLs.
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    // DOM XSS sinks (innerHTML, script src…) take only values made by the app's named policies.
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...trustedTypesPolicies, ...(mockWorker ? mockTrustedTypesPolicies : [])],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every security header, name → value (options as contentSecurityPolicy's). */
export function securityHeaders({ scriptHashes, apiOrigin = '', mockWorker = false }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, apiOrigin, mockWorker }),
    // Browsers use https only for two years after one visit (ignored on plain http).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // A response is only what its Content-Type says (no script from a mislabelled answer).
    'X-Content-Type-Options': 'nosniff',
    // Other sites see the origin only, never a path or query (a `?token=` handover, a page id).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'DENY',
    // Powers the app never uses, refused to it and to every frame (games included). Fullscreen,
    // autoplay and encrypted media stay available: game and video frames ask for them.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // A window that opens this site gets no handle on it; windows it opens (sign-in, games) keep theirs.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

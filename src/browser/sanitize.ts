import DOMPurify from 'dompurify';
import { createTrustedTypesPolicy, type TrustedHTML, type TrustedTypePolicy } from './trusted-types';

/**
 * Server-provided HTML (announcements, promotions, help) is cleaned before it reaches the DOM:
 * - only the HTML profile (no SVG, no MathML), no scripts, styles, frames, embeds or forms;
 * - no event-handler attributes (DOMPurify drops every on* attribute);
 * - links and sources keep only http(s), mailto, tel and site-relative URLs (javascript:, data:,
 *   vbscript: and unknown schemes are removed, also when entity-encoded);
 * - links to another origin open in a new window without a handle on this page
 *   (`target="_blank"`, `rel="noopener noreferrer"`); site-relative links stay in the page;
 * - under Trusted Types (the CSP's `require-trusted-types-for 'script'`) the result is TrustedHTML
 *   made by the one `dompurify` policy, which this module alone holds: the only HTML the page's
 *   sinks accept is HTML that came out of here.
 */

/** The `dompurify` policy (undefined: not looked for yet; null: no Trusted Types in this browser). */
let htmlPolicy: TrustedTypePolicy | null | undefined;

function trustedHtmlPolicy(): TrustedTypePolicy | null {
  htmlPolicy ??= createTrustedTypesPolicy('dompurify', {
    // DOMPurify parses the dirty input into an inert document with it, and this module wraps the
    // cleaned result: nothing else can reach it.
    createHTML: (html) => html,
    // Script, embed and object elements are removed before their attributes are looked at, so the
    // sanitiser never needs a script URL: refuse to make one.
    createScriptURL: () => {
      throw new TypeError('the HTML sanitiser makes no script URLs');
    },
  });
  return htmlPolicy;
}

/** http(s), mailto and tel, or a URL without a scheme (relative, fragment, query). */
const allowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const forbiddenTags = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'base',
  'link',
  'meta',
  'template',
  'svg',
  'math',
];

const forbiddenAttributes = ['style', 'formaction', 'action', 'srcdoc', 'xlink:href', 'ping'];

const uriAttributes = ['href', 'src', 'action', 'formaction', 'poster', 'cite', 'background'];

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | null = null;

/** The value without spaces and control characters (browsers ignore them inside a scheme). */
export function withoutControls(value: string): string {
  return [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
}

function isExternal(href: string): boolean {
  if (/^(?:mailto|tel):/i.test(href)) return false;
  try {
    const url = new URL(href, window.location.href);
    return url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

function createPurifier(): Purifier {
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    // Defence in depth: any URI attribute not on the allow list goes, whatever DOMPurify decided.
    for (const name of uriAttributes) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const compact = withoutControls(value);
      if (!allowedUri.test(compact) || /^(?:javascript|data|vbscript):/i.test(compact)) {
        node.removeAttribute(name);
      }
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href && isExternal(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        if (href) node.removeAttribute('rel');
      }
    }
  });
  return instance;
}

/** How many cleaning passes the output may need before it stops changing (see sanitizeHtml). */
const MAX_PASSES = 25;

function sanitizeOnce(instance: Purifier, html: string, policy: TrustedTypePolicy | null): string {
  return instance.sanitize(html, {
    USE_PROFILES: { html: true },
    ALLOWED_URI_REGEXP: allowedUri,
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: forbiddenAttributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // DOM clobbering: an `id` or `name` from the server gets a `user-content-` prefix,
    // so it can never shadow a global (`window.config`) or a document property the app reads.
    SANITIZE_NAMED_PROPS: true,
    // Passes compare strings; the settled result is wrapped once, below.
    RETURN_TRUSTED_TYPE: false,
    // DOMPurify would otherwise make a policy of its own; the page has exactly one for HTML.
    ...(policy ? { TRUSTED_TYPES_POLICY: policy } : {}),
  });
}

/**
 * The HTML cleaned, and cleaned again until a pass changes nothing: markup that parses into
 * something new the second time (mutation XSS) is caught, and so is a DOM whose tree walk stops
 * early after a removal (happy-dom's does). In a browser the second pass confirms the first. HTML
 * that never settles is not shown at all. TrustedHTML where the browser has Trusted Types, else the
 * string (both go to `dangerouslySetInnerHTML`).
 */
export function sanitizeHtml(html: string): string | TrustedHTML {
  purifier ??= createPurifier();
  const policy = trustedHtmlPolicy();
  let current = html;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = sanitizeOnce(purifier, current, policy);
    if (next === current) return policy ? policy.createHTML(next) : next;
    current = next;
  }
  return policy ? policy.createHTML('') : '';
}

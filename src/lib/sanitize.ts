import DOMPurify from 'dompurify';

/**
 * Server-provided HTML (announcements, promotions, help) is cleaned before it reaches the DOM:
 * - only the HTML profile (no SVG, no MathML), no scripts, styles, frames, embeds or forms;
 * - no event-handler attributes (DOMPurify drops every on* attribute);
 * - links and sources keep only http(s), mailto, tel and site-relative URLs (javascript:, data:,
 *   vbscript: and unknown schemes are removed, also when entity-encoded);
 * - links to another origin open in a new window without a handle on this page
 *   (`target="_blank"`, `rel="noopener noreferrer"`); site-relative links stay in the page.
 */

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

function sanitizeOnce(instance: Purifier, html: string): string {
  return instance.sanitize(html, {
    USE_PROFILES: { html: true },
    ALLOWED_URI_REGEXP: allowedUri,
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: forbiddenAttributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });
}

/**
 * The HTML cleaned, and cleaned again until a pass changes nothing: markup that parses into
 * something new the second time (mutation XSS) is caught, and so is a DOM whose tree walk stops
 * early after a removal (happy-dom's does). In a browser the second pass confirms the first. HTML
 * that never settles is not shown at all.
 */
export function sanitizeHtml(html: string): string {
  purifier ??= createPurifier();
  let current = html;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = sanitizeOnce(purifier, current);
    if (next === current) return next;
    current = next;
  }
  return '';
}

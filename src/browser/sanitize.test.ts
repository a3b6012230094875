import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml, withoutControls } from './sanitize';

declare global {
  interface Window {
    sanitizeProbe?: boolean;
  }
}

function render(html: string): HTMLElement {
  const host = document.createElement('div');
  // A string here: happy-dom has no Trusted Types (see the last describe for a browser that has).
  host.innerHTML = sanitizeHtml(html) as string;
  document.body.append(host);
  return host;
}

function executableLeft(host: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of host.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'form', 'svg', 'math', 'style', 'base'].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const attr of el.getAttributeNames()) {
      const value = el.getAttribute(attr) ?? '';
      if (attr.startsWith('on')) found.push(`${tag}[${attr}]`);
      if (/^\s*(?:javascript|data|vbscript):/i.test(withoutControls(value))) {
        found.push(`${tag}[${attr}=${value}]`);
      }
    }
  }
  return found;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.sanitizeProbe;
});

describe('sanitizeHtml', () => {
  it.each([
    ['script tag', '<p>Hi</p><script>window.sanitizeProbe = true</script>'],
    ['script with src', '<script src="https://evil.example.net/x.js"></script><b>x</b>'],
    ['img onerror', '<img src=x onerror="window.sanitizeProbe = true">'],
    ['javascript link', '<a href="javascript:alert(1)">click</a>'],
    ['mixed-case javascript link', '<a href="JaVaScRiPt:alert(1)">click</a>'],
    ['entity-encoded javascript link', '<a href="jav&#x61;script:alert(1)">click</a>'],
    ['decimal entity javascript link', '<a href="&#106;avascript:alert(1)">click</a>'],
    ['tab inside javascript', '<a href="java\tscript:alert(1)">click</a>'],
    ['newline-encoded javascript', '<a href="java&#x0A;script:alert(1)">click</a>'],
    ['leading spaces javascript', '<a href="   javascript:alert(1)">click</a>'],
    ['vbscript link', '<a href="vbscript:msgbox(1)">click</a>'],
    ['data link', '<a href="data:text/html,<script>alert(1)</script>">click</a>'],
    ['data base64 link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['svg onload', '<svg onload="window.sanitizeProbe = true"><circle r="4"/></svg>'],
    ['svg script', '<svg><script>window.sanitizeProbe = true</script></svg>'],
    ['iframe', '<iframe src="https://evil.example.net"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>parent.sanitizeProbe = true</script>"></iframe>'],
    ['object', '<object data="https://evil.example.net/x.swf"></object>'],
    ['embed', '<embed src="https://evil.example.net/x.swf">'],
    ['form', '<form action="https://evil.example.net"><input name="p"><button>Go</button></form>'],
    ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
    ['body onload', '<body onload="window.sanitizeProbe = true">x</body>'],
    ['details ontoggle', '<details open ontoggle="window.sanitizeProbe = true">x</details>'],
    ['div onclick', '<div onclick="window.sanitizeProbe = true">x</div>'],
    ['math href', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
    ['mutation xss', '<noscript><p title="</noscript><img src=x onerror=window.sanitizeProbe=true>">'],
    ['style tag', '<style>@import "https://evil.example.net/x.css";</style><p>x</p>'],
    ['base tag', '<base href="javascript:alert(1)//"><a href="/x">x</a>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['area javascript', '<map><area href="javascript:alert(1)"></map>'],
    ['img javascript src', '<img src="javascript:alert(1)">'],
  ])('removes %s', async (_name, html) => {
    const host = render(html);
    expect(executableLeft(host)).toEqual([]);
    expect(host.innerHTML).not.toMatch(/javascript:|vbscript:|onerror|onload|ontoggle|onclick/i);
    for (const img of host.querySelectorAll('img')) img.dispatchEvent(new Event('error'));
    for (const el of host.querySelectorAll('*')) el.dispatchEvent(new MouseEvent('click'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(window.sanitizeProbe).toBeUndefined();
  });

  it('keeps ordinary formatting, images and safe links', () => {
    const host = render(
      '<h3>Bonus</h3><p><strong>Big</strong> <em>week</em></p><ul><li>one</li></ul>' +
        '<img src="https://cdn.example.com/banner.png" alt="Banner">' +
        '<a href="/promotions">Promotions</a> <a href="mailto:help@example.com">Mail</a> ' +
        '<a href="tel:+8801712345678">Call</a> <a href="#terms">Terms</a>',
    );
    expect(host.querySelector('h3')?.textContent).toBe('Bonus');
    expect(host.querySelector('strong')?.textContent).toBe('Big');
    expect(host.querySelector('li')?.textContent).toBe('one');
    expect(host.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/banner.png');
    const links = [...host.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/promotions', 'mailto:help@example.com', 'tel:+8801712345678', '#terms']);
  });

  it('opens external links in a new window without a handle on the page', () => {
    const host = render('<a href="https://partner.example.net/offer" target="_self" rel="opener">Offer</a>');
    const link = host.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://partner.example.net/offer');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps site-relative links in the page', () => {
    const host = render('<a href="/promotions" target="_blank">Promotions</a>');
    const link = host.querySelector('a');
    expect(link?.getAttribute('target')).toBeNull();
  });

  it('drops inline styles and data attributes', () => {
    const host = render('<p style="position:fixed;inset:0" data-x="1">x</p>');
    const p = host.querySelector('p');
    expect(p?.getAttribute('style')).toBeNull();
    expect(p?.getAttribute('data-x')).toBeNull();
  });

  it('prefixes server ids and names, so they cannot clobber globals or document properties', () => {
    const html = String(
      sanitizeHtml('<p id="config">a</p><img name="cookie" src="https://cdn.example.com/x.png">'),
    );
    expect(html).toContain('id="user-content-config"');
    expect(html).toContain('name="user-content-cookie"');
    expect(html).not.toMatch(/id="config"|name="cookie"/);
  });

  it('keeps plain text', () => {
    expect(render('Hello & welcome').textContent).toBe('Hello & welcome');
  });
});

describe('sanitizeHtml on a mixed payload', () => {
  it('cleans everything after a removed element too', () => {
    const host = render(
      '<p>Safe</p><script>window.sanitizeProbe = true</script><img src=x onerror="window.sanitizeProbe = true">' +
        '<a href="javascript:alert(1)">x</a><svg onload="alert(1)"></svg><iframe srcdoc="x"></iframe>' +
        '<div onclick="alert(1)">d</div><form action="javascript:alert(1)"><button>b</button></form>' +
        '<i onmouseover="alert(1)">i</i>',
    );
    expect(executableLeft(host)).toEqual([]);
    expect(host.innerHTML).not.toMatch(/javascript:|onerror|onload|onclick|onmouseover|srcdoc/i);
    expect(host.querySelector('p')?.textContent).toBe('Safe');
    expect(host.querySelector('i')?.textContent).toBe('i');
  });

  it('gives the same answer when cleaned again', () => {
    const once = sanitizeHtml('<p onclick="x">a</p><script>1</script><b onclick="y">b</b>') as string;
    expect(sanitizeHtml(once)).toBe(once);
  });
});

/** A browser's Trusted Types, as far as the sanitiser sees them: policies by name, TrustedHTML values. */
class FakeTrustedHTML {
  constructor(private readonly html: string) {}
  toString() {
    return this.html;
  }
}

function fakeTrustedTypes() {
  const policies: string[] = [];
  const factory = {
    createPolicy(
      name: string,
      rules: { createHTML?: (input: string) => string; createScriptURL?: (input: string) => string },
    ) {
      policies.push(name);
      return {
        name,
        createHTML: (input: string) => new FakeTrustedHTML(rules.createHTML!(input)),
        createScriptURL: (input: string) => rules.createScriptURL!(input),
      };
    },
  };
  return { factory, policies };
}

describe('sanitizeHtml under Trusted Types (require-trusted-types-for script)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function sanitizerWithTrustedTypes() {
    const trustedTypes = fakeTrustedTypes();
    vi.stubGlobal('trustedTypes', trustedTypes.factory);
    vi.resetModules();
    const { sanitizeHtml: sanitize } = await import('./sanitize');
    return { sanitize, policies: trustedTypes.policies };
  }

  it('returns TrustedHTML made by the one `dompurify` policy, with the same clean HTML', async () => {
    const dirty = '<p>Hi</p><img src=x onerror="window.sanitizeProbe = true"><script>1</script>';
    const plain = sanitizeHtml(dirty);
    const { sanitize, policies } = await sanitizerWithTrustedTypes();
    const trusted = sanitize(dirty);
    expect(trusted).toBeInstanceOf(FakeTrustedHTML);
    expect(String(trusted)).toBe(plain);
    expect(String(trusted)).not.toMatch(/onerror|script/);
    sanitize('<b>again</b>');
    // One policy for the page, named as the CSP's `trusted-types` lists it; DOMPurify makes none of its own.
    expect(policies).toEqual(['dompurify']);
  });

  it('wraps even HTML that never settles (shown as nothing)', async () => {
    const { sanitize } = await sanitizerWithTrustedTypes();
    expect(sanitize('')).toBeInstanceOf(FakeTrustedHTML);
  });
});

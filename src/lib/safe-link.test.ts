import { describe, expect, it } from 'vitest';
import { internalPath, linkTarget, safeLink, siteHostsOf } from './safe-link';

const site = siteHostsOf('luckyplay.example.com', ['https://www.luckyplay.example.com']);

describe('safeLink', () => {
  it.each([
    'https://t.me/support',
    'https://wa.me/8801712345678',
    'https://www.facebook.com/page',
    'https://chat.luckyplay.example.com/room/1',
    'https://luckyplay.example.com/download/ios',
  ])('opens %s', (url) => {
    expect(safeLink(url, site)).toBe(new URL(url).toString());
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://t.me/support',
    'https://evil.example.net/phish',
    'https://t.me.evil.example.net/',
    'https://user:pass@t.me/x',
    'not a url',
    '',
    null,
  ])('refuses %s', (url) => {
    expect(safeLink(url, site)).toBeNull();
  });

  it('ignores an empty mainDomain: it never lets every host that ends in a dot through', () => {
    const hosts = siteHostsOf('', []);
    expect(hosts).toEqual([]);
    expect(safeLink('https://evil.example.net./x', hosts)).toBeNull();
    // Passed straight to safeLink, too.
    expect(safeLink('https://evil.example.net./x', [''])).toBeNull();
    expect(safeLink('https://evil.example.net./x', ['  '])).toBeNull();
  });

  it('ignores a mainDomain that carries a scheme, a port or a path', () => {
    expect(siteHostsOf('https://luckyplay.example.com', [])).toEqual([]);
    expect(siteHostsOf('luckyplay.example.com:8443', [])).toEqual([]);
    expect(siteHostsOf('luckyplay.example.com/x', [])).toEqual([]);
    expect(safeLink('https://evil.example.net/', ['https://evil.example.net'])).toBeNull();
  });

  it('reads a trailing dot as the same host, on either side', () => {
    const dotted = siteHostsOf('LuckyPlay.Example.com.', []);
    expect(dotted).toEqual(['luckyplay.example.com']);
    expect(safeLink('https://chat.luckyplay.example.com/r', dotted)).toBe(
      'https://chat.luckyplay.example.com/r',
    );
    expect(safeLink('https://t.me./support', [])).toBe('https://t.me./support');
    expect(safeLink('https://evil.example.net./', dotted)).toBeNull();
  });
});

describe('internalPath (server links that start with /)', () => {
  it.each([
    ['/promotions', '/promotions'],
    ['/promotions?tab=SPORTS#top', '/promotions?tab=SPORTS#top'],
    ['/member?mcPage=depositv2', '/member?mcPage=depositv2'],
    ['/a/../rng', '/rng'],
  ])('follows %s', (raw, path) => {
    expect(internalPath(raw)).toBe(path);
  });

  it.each([
    '//evil.example.net/x',
    '/\\evil.example.net/x',
    '/promotions\\..\\x',
    '/\t/evil.example.net',
    '/\n/evil.example.net',
    '/promo\u0000tions',
    '/promo\u007ftions',
    'promotions',
    'https://luckyplay.example.com/promotions',
    '',
    null,
    undefined,
  ])('refuses %j', (raw) => {
    expect(internalPath(raw)).toBeNull();
  });
});

describe('linkTarget (banner linkage)', () => {
  const external = (raw: string) => safeLink(raw, site);
  it('follows a site path through the router and a safe outside link in a new window', () => {
    expect(linkTarget('/promotions', external)).toEqual({ kind: 'internal', to: '/promotions' });
    expect(linkTarget('https://t.me/support', external)).toEqual({
      kind: 'external',
      href: 'https://t.me/support',
    });
  });

  it.each([
    '//evil.example.net',
    '/\\evil.example.net',
    '\\\\evil.example.net',
    'https://evil.example.net/',
    null,
  ])('follows nothing for %j', (raw) => {
    expect(linkTarget(raw, external)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { safeLink, siteHostsOf } from './safe-link';

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
});

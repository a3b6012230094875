import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServiceEntry } from '../../api/contracts/system';
import { decryptCsPath, encryptCsPath } from '../../api/payload-crypto';
import { siteHostsOf } from '../../lib/safe-link';
import { csEntryUrl, openCsEntry } from './use-customer-service';

const hosts = siteHostsOf('luckyplay.example.com', ['https://www.luckyplay.example.com']);
const entry = (plain: string, csType: CustomerServiceEntry['csType'] = 'TELEGRAM'): CustomerServiceEntry => ({
  csType,
  title: csType,
  path: encryptCsPath(plain, 'Ab3dE6gH'),
});

afterEach(() => vi.restoreAllMocks());

describe('customer-service links (SPEC 3, 4.9, 6)', () => {
  it('opens a decrypted https link to an expected host', () => {
    expect(csEntryUrl(entry('https://t.me/support'), hosts, decryptCsPath)).toBe('https://t.me/support');
    expect(
      csEntryUrl(entry('https://chat.luckyplay.example.com/room/1', 'LIVECHAT'), hosts, decryptCsPath),
    ).toBe('https://chat.luckyplay.example.com/room/1');
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://t.me/support',
    'https://evil.example.net/phish',
  ])('refuses a path decrypting to %s', (plain) => {
    expect(csEntryUrl(entry(plain), hosts, decryptCsPath)).toBeNull();
  });

  it('refuses a path that does not decrypt', () => {
    expect(
      csEntryUrl({ csType: 'FACEBOOK', title: 'x', path: 'garbage!!Ab3dE6gH' }, hosts, decryptCsPath),
    ).toBeNull();
  });

  it('opens nothing at all for a path decrypting to javascript:', () => {
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    const url = csEntryUrl(entry('javascript:alert(1)'), hosts, decryptCsPath);
    expect(openCsEntry(entry('javascript:alert(1)'), url, null)).toBe('refused');
    expect(openCsEntry(entry('javascript:alert(1)', 'LIVECHAT'), url, () => true)).toBe('refused');
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it('opens a safe entry in the click, in a new window that gets no handle on this page', () => {
    const opened = { opener: window } as unknown as Window;
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(opened);
    expect(
      openCsEntry(entry('https://wa.me/8801712345678', 'WHATSAPP'), 'https://wa.me/8801712345678', null),
    ).toBe('opened');
    expect(windowOpen).toHaveBeenCalledWith('https://wa.me/8801712345678', '_blank');
    expect(opened.opener).toBeNull();
  });

  it('reports a window the popup blocker stopped, and a link still being decoded', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openCsEntry(entry('https://t.me/support'), 'https://t.me/support', null)).toBe('blocked');
    expect(openCsEntry(entry('https://t.me/support'), undefined, null)).toBe('pending');
  });

  it('blocks live chat for a trial account: the guard answers, nothing opens', () => {
    const open = vi.fn<(url: string) => boolean>(() => true);
    const guard = vi.fn<() => boolean>(() => false);
    const chat = 'https://chat.luckyplay.example.com/r';
    expect(openCsEntry(entry(chat, 'LIVECHAT'), chat, guard, open)).toBe('guarded');
    expect(guard).toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    // Other entries do not ask the chat guard.
    expect(openCsEntry(entry('https://t.me/support'), 'https://t.me/support', guard, open)).toBe('opened');
    expect(guard).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://t.me/support');
  });
});

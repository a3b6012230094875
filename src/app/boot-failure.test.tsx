import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staticPage } from '../test/start-page';
import { bootSafely, showBootFailure } from './boot-failure';

/** index.html's body as the browser has it before any script: the frame and its templates. */
function startPage() {
  const page = staticPage();
  document.body.replaceChildren(
    ...[...page.body.children].map((element) => document.importNode(element, true)),
  );
  return document.getElementById('root')!;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('a start that fails', () => {
  it('replaces the spinner with a message in both languages and a reload button, English first', async () => {
    const root = startPage();
    const started = await bootSafely(
      () => Promise.reject(new Error('mock world did not start')),
      root,
      () => 'en',
    );
    expect(started).toBe(false);
    expect(root.querySelector('.spinner')).toBeNull();
    const alert = root.querySelector('[role="alert"]')!;
    expect(alert.querySelector('h1')!.textContent).toBe('The site could not start');
    expect(alert.querySelector('h1')!.lang).toBe('en');
    expect(alert.textContent).toContain('Please check your internet connection and reload the page.');
    expect(alert.querySelector('p[lang="bn"] strong')!.textContent).toBe('সাইটটি চালু করা যায়নি');
    expect(alert.querySelector('button')!.textContent).toBe('Reload / আবার লোড করুন');
  });

  it('puts Bengali first for a Bengali start, and reloads the page from its button', () => {
    const root = startPage();
    const reload = vi.fn<() => void>();
    showBootFailure(root, 'bn', reload);
    expect(root.querySelector('h1')!.textContent).toBe('সাইটটি চালু করা যায়নি');
    expect(root.querySelector('p[lang="en"] strong')!.textContent).toBe('The site could not start');
    root.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('can show the message again (a second failure after the first)', () => {
    const root = startPage();
    showBootFailure(root, 'bn');
    showBootFailure(root, 'en');
    expect(root.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(root.querySelector('h1')!.lang).toBe('en');
  });

  it('leaves a start that succeeds alone', async () => {
    const root = startPage();
    await expect(
      bootSafely(
        async () => {},
        root,
        () => 'bn',
      ),
    ).resolves.toBe(true);
    expect(root.querySelector('.spinner')).not.toBeNull();
  });
});

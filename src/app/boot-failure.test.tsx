import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootFailureText, bootSafely, showBootFailure } from './boot-failure';

function spinnerRoot() {
  const root = document.createElement('div');
  root.innerHTML = '<div class="full-page-loader" role="status"><span class="spinner"></span></div>';
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('a start that fails (issue 15)', () => {
  it('replaces the spinner with a message in both languages and a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = spinnerRoot();
    const started = await bootSafely(
      () => Promise.reject(new Error('mock world did not start')),
      root,
      () => 'en',
    );
    expect(started).toBe(false);
    expect(root.querySelector('.spinner')).toBeNull();
    const alert = root.querySelector('[role="alert"]')!;
    expect(alert.querySelector('h1')!.textContent).toBe(bootFailureText.en.title);
    expect(alert.textContent).toContain(bootFailureText.en.body);
    expect(alert.textContent).toContain(bootFailureText.bn.title);
    expect(alert.querySelector('[lang="bn"]')).not.toBeNull();
    expect(alert.querySelector('button')!.textContent).toBe('Reload / আবার লোড করুন');
  });

  it('reloads the page from its button', () => {
    const root = spinnerRoot();
    const reload = vi.fn<() => void>();
    showBootFailure(root, 'bn', reload);
    expect(root.querySelector('h1')!.textContent).toBe(bootFailureText.bn.title);
    root.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a start that succeeds alone', async () => {
    const root = spinnerRoot();
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

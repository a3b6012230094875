import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_START_MAX_WAIT_MS, loadApp, readAppFiles, startOnceReady } from './app-start';

describe('starting the app once the first picture is in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts as soon as the picture is in, and only once', async () => {
    const start = vi.fn<() => void>();
    let pictureIn!: () => void;
    startOnceReady(new Promise<void>((resolve) => (pictureIn = resolve)), start, APP_START_MAX_WAIT_MS);
    await vi.advanceTimersByTimeAsync(500);
    expect(start).not.toHaveBeenCalled();
    pictureIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(APP_START_MAX_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the picture’s answer fails, as when there is no picture', async () => {
    const start = vi.fn<() => void>();
    startOnceReady(Promise.reject(new Error('offline')), start, APP_START_MAX_WAIT_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway after the longest wait when the picture does not come', async () => {
    const start = vi.fn<() => void>();
    startOnceReady(new Promise(() => undefined), start, APP_START_MAX_WAIT_MS);
    await vi.advanceTimersByTimeAsync(APP_START_MAX_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('the app’s files as the page names them', () => {
  afterEach(() => document.head.replaceChildren());

  const name = (json: string) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'app-start';
    script.textContent = json;
    document.head.append(script);
  };

  it('preloads every file the entry imports, then runs them one a task in order, the entry last', async () => {
    vi.useFakeTimers();
    name('{"entry":"/assets/index-a.js","preload":["/assets/framework-b.js","/assets/app-c.js"]}');
    const files = readAppFiles(document);
    const load = vi.fn<(url: string) => Promise<unknown>>(() => Promise.resolve());
    const loaded = loadApp(document, files!, load);
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    // The first file at once; the next one not in the same task, however many microtasks pass.
    expect(load.mock.calls).toEqual([['/assets/framework-b.js']]);
    await vi.runAllTimersAsync();
    await loaded;
    vi.useRealTimers();
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.crossOrigin,
    ]);
    expect(links).toEqual([
      ['modulepreload', '/assets/framework-b.js', 'anonymous'],
      ['modulepreload', '/assets/app-c.js', 'anonymous'],
    ]);
    expect(load.mock.calls.map(([url]) => url)).toEqual([
      '/assets/framework-b.js',
      '/assets/app-c.js',
      '/assets/index-a.js',
    ]);
  });

  it('stops at a file that does not load: the caller says the app could not start', async () => {
    name('{"entry":"/assets/index-a.js","preload":["/assets/framework-b.js"]}');
    const load = vi.fn<(url: string) => Promise<unknown>>(() => Promise.reject(new Error('offline')));
    await expect(loadApp(document, readAppFiles(document)!, load)).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is none on the development server (no list) or with a broken list', () => {
    expect(readAppFiles(document)).toBeNull();
    name('{not json');
    expect(readAppFiles(document)).toBeNull();
  });
});

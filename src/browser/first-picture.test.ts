import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeFirstPicture, onScreen } from './first-picture';

const banner = (fields: Record<string, unknown>) => ({
  groupName: 'w_home',
  url: 'https://img/1.jpg',
  ...fields,
});
const answer = (value: Record<string, unknown>) => ({ success: true, value });

describe('the home page’s first picture, read from the early announcements answer', () => {
  it('is the first banner of the home group, with its title as the text alternative', () => {
    const picture = homeFirstPicture(
      '/',
      answer({
        banners: [
          banner({ groupName: 'w_promotion', url: 'https://img/promo.jpg' }),
          banner({ url: 'https://img/home-1.jpg', title: 'Welcome offer' }),
          banner({ url: 'https://img/home-2.jpg' }),
        ],
      }),
    );
    expect(picture).toEqual({
      path: '/',
      src: 'https://img/home-1.jpg',
      alt: 'Welcome offer',
      marquee: false,
    });
  });

  it('keeps the marquee’s row when there are notices, under `player` or `notices`', () => {
    const notices = [{ id: 1, title: 'News' }];
    expect(homeFirstPicture('/', answer({ banners: [banner({})], player: notices }))?.marquee).toBe(true);
    expect(homeFirstPicture('/', answer({ banners: [banner({})], notices }))?.marquee).toBe(true);
    expect(homeFirstPicture('/', answer({ banners: [banner({})], player: [] }))?.marquee).toBe(false);
  });

  it('is none when the first home banner is a video, or there is no usable banner', () => {
    expect(homeFirstPicture('/', answer({ banners: [banner({ video: true })] }))).toBeNull();
    expect(homeFirstPicture('/', answer({ banners: [banner({ url: '' })] }))).toBeNull();
    expect(homeFirstPicture('/', answer({ banners: [] }))).toBeNull();
    expect(homeFirstPicture('/', answer({}))).toBeNull();
    expect(homeFirstPicture('/', { success: false, message: 'function.not.available' })).toBeNull();
    expect(homeFirstPicture('/', null)).toBeNull();
    expect(homeFirstPicture('/', 'not json')).toBeNull();
  });
});

describe('waiting until the first picture is on screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A browser whose largest-paint reports the test hands out. */
  function browserWithLargestPaint(supported: boolean) {
    let report: ((element: unknown) => void) | null = null;
    const disconnect = vi.fn<() => void>();
    class Observer {
      static supportedEntryTypes = supported ? ['largest-contentful-paint'] : ['paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (element) => callback({ getEntries: () => [{ element }] });
      }
      observe() {}
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
    return { report: (element: unknown) => report?.(element), disconnect };
  }

  it('settles when the browser reports the picture as the largest paint', async () => {
    vi.useFakeTimers();
    const browser = browserWithLargestPaint(true);
    const image = {} as HTMLImageElement;
    const settled = vi.fn<() => void>();
    void onScreen(image).then(settled);
    browser.report({ other: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).not.toHaveBeenCalled();
    browser.report(image);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(browser.disconnect).toHaveBeenCalled();
  });

  it('settles a frame and 100 ms after the paint when no report comes', async () => {
    vi.useFakeTimers();
    browserWithLargestPaint(false);
    const settled = vi.fn<() => void>();
    void onScreen({} as HTMLImageElement).then(settled);
    await vi.advanceTimersByTimeAsync(115);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });
});

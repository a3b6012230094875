import { HOME_BANNER_GROUP } from '../api/contracts/start-calls';

/**
 * The largest picture of a page's first screen (its largest contentful paint), known from an early
 * answer before the app has run. The early start (src/early-start.ts) paints it into the static
 * frame of index.html as soon as that answer is in; the app's loading states then show the same
 * picture in the same box (features/lobby/first-screen.tsx), until the page's own view puts the
 * same address there. The browser has the picture by then: nothing moves, nothing downloads twice.
 *
 * Import-free but for the start-up contracts: it belongs to the `start` chunk (vite.config.ts),
 * which runs before the framework has arrived.
 */
export interface FirstPicture {
  /** The page's path, as the early start saw it. */
  path: string;
  src: string;
  /** The banner's title; empty (a decorative picture) when it has none. */
  alt: string;
  /** SPEC 1: the notice marquee's row sits above the banners when there are notices. */
  marquee: boolean;
}

/** The home banners' box (the mock world draws them at this size); no smaller size is known to exist. */
export const HOME_BANNER_SIZE = { width: 960, height: 300 } as const;

let known: FirstPicture | null = null;

export function rememberFirstPicture(picture: FirstPicture): void {
  known = picture;
}

/** The first picture of the page at `path`, while its own view has not shown it yet. */
export const firstPictureFor = (path: string): FirstPicture | null => (known?.path === path ? known : null);

/** The page's own view shows its pictures now: a later visit to it starts from its own data. */
export function forgetFirstPicture(): void {
  known = null;
}

type Loose = Record<string, unknown> | undefined;

/**
 * The home page's first banner (SPEC 2.7, 7.6) from the announcements answer (the envelope, as it
 * came), when it is a picture: a video banner shows a frame instead, and anything unexpected gives
 * null, so the page simply paints later.
 */
export function homeFirstPicture(path: string, answer: unknown): FirstPicture | null {
  const value = (answer as Loose)?.value as Loose;
  const banners = Array.isArray(value?.banners) ? (value.banners as Loose[]) : [];
  const first = banners.find((banner) => banner?.groupName === HOME_BANNER_GROUP);
  if (!first || first.video === true || typeof first.url !== 'string' || !first.url) return null;
  // As the contract reads them: the notices under `player`, or `notices` (src/api/contracts/content.ts).
  const notices = Array.isArray(value?.player)
    ? value.player
    : Array.isArray(value?.notices)
      ? value.notices
      : [];
  return {
    path,
    src: first.url,
    alt: typeof first.title === 'string' ? first.title : '',
    marquee: notices.length > 0,
  };
}

/**
 * Paints the picture into index.html's static frame, in place of its spinner, with the boxes the
 * home page gives it: index.html's `#first-banner` template (features/lobby/first-screen.tsx renders
 * the same; a test keeps them alike). Only the static frame (`data-static-frame`): once React owns
 * the page, it is left alone. Answers the picture's element, or null when it painted nothing.
 */
export function paintFirstPicture(doc: Document, picture: FirstPicture): HTMLImageElement | null {
  const loader = doc.querySelector('[data-static-frame] .full-page-loader');
  const template = doc.querySelector<HTMLTemplateElement>('template#first-banner');
  if (!loader || !template) return null;
  const screen = template.content.cloneNode(true) as DocumentFragment;
  const image = screen.querySelector('img')!;
  image.src = picture.src;
  image.alt = picture.alt;
  if (!picture.marquee) screen.querySelector('.marquee-placeholder')?.remove();
  loader.replaceWith(screen);
  return image;
}

/**
 * Settles once the browser has shown the picture: when it reports the picture as the page's largest
 * paint, or at the latest a frame and 100 ms after it was painted (a browser without that report, or
 * a larger element painted before). What starts after it then cannot delay the picture.
 */
export function onScreen(image: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 100));
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
    const observer = new PerformanceObserver((list) => {
      if (
        !list
          .getEntries()
          .some((entry) => (entry as PerformanceEntry & { element?: Element }).element === image)
      )
        return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

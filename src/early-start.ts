/**
 * The early start: a second, tiny entry that index.html loads with `async`, so it runs as soon as it
 * arrives. It asks for what the first screen waits on, in this order:
 * 1. the call the page's largest picture comes from, alone, and the picture as soon as it answers,
 *    before any framework: on the home page the first banner, painted into the static frame
 *    (browser/first-picture.ts); on a game list page the first row's games, on /promotions the first
 *    promotion's picture, painted in a layer over the app (browser/first-screen.ts, loaded on those
 *    pages only);
 * 2. once that picture is in (at once on any other page, after APP_START_MAX_WAIT_MS at the latest):
 *    - the other start-up calls (status, permission, game menu; on the home page its hot games and
 *      winners; on a game list page its first page), whose answers the API client takes
 *      (src/api/early-calls.ts), in a real-backend build (in mock mode the mock world's worker is
 *      not there yet to answer them);
 *    - the start language's `common` catalogue, a JSON file of the build (i18n/catalogues.ts);
 *    - in a build, the app's own files (browser/app-start.ts), which index.html names but does not load.
 * Nothing else here renders or decides anything: if a call fails, the app asks for it again itself.
 * It imports only the small modules of the `start` chunk (vite.config.ts), none of the framework.
 */
import { isMockMode, brand, requestTimeoutMs, resolveApiBase } from './api/config';
import { sendEarly } from './api/early-calls';
import { earlyRequests, type EarlyRequest } from './api/early-requests';
import { readStored, getToken } from './browser/session-store';
import { LANG_KEY, startLanguage } from './lib/start-language';
import { catalogueUrl } from './i18n/catalogues';
import { homeFirstPicture, onScreen, paintFirstPicture, rememberFirstPicture } from './browser/first-picture';
import { APP_START_MAX_WAIT_MS, loadApp, readAppFiles, startOnceReady } from './browser/app-start';
import { showBootFailure } from './app/boot-failure';
import { PHONE_QUERY } from './lib/media-queries';

const { pathname, search } = window.location;
const savedLanguage = readStored(LANG_KEY, 'local');
const language = startLanguage(search, savedLanguage);
const requests = isMockMode
  ? []
  : earlyRequests({
      pathname,
      search,
      savedLanguage,
      token: getToken(),
      apiBase: resolveApiBase(),
      merchantCode: brand.merchantCode,
    });
const send = (list: EarlyRequest[]) =>
  list.map(({ url, headers }) => sendEarly(url, headers, requestTimeoutMs));

/**
 * On a phone, for a visitor: there the frame's rows are the layout's (header and navigation one row
 * each), so a picture painted under them is where the page will show it. A wider screen's
 * navigation may wrap to a second row, and a member's header has a wallet row, whose heights only
 * the app knows: a banner painted there would move when the app renders.
 */
function paintsFirstPicture(): boolean {
  return matchMedia(PHONE_QUERY).matches && getToken() === null;
}

/** The call each page's largest picture comes from, and how that picture is painted. */
const pictureCalls: Record<string, 'home' | 'games' | 'promotion'> = {
  homeAnnouncements: 'home',
  gameList: 'games',
  promotionList: 'promotion',
};
const pictureCall = paintsFirstPicture() ? requests.filter(({ name }) => name in pictureCalls) : [];
const kind = pictureCall[0] && pictureCalls[pictureCall[0].name];
// Asked for with the call, so it is there when the answer is.
const layer = kind && kind !== 'home' ? import('./browser/first-screen') : null;

/** The home page's first banner, painted into the static frame; null when there is none. */
function paintHomePicture(answer: unknown): HTMLImageElement | null {
  const picture = homeFirstPicture(pathname, answer);
  if (!picture) return null;
  rememberFirstPicture(picture);
  return paintFirstPicture(document, picture);
}

/**
 * The page's largest picture: its call goes first and alone, and the picture is painted as soon as
 * the answer is in. Settles when the picture is painted and loaded, or is known to be none (a
 * failed answer is the app's to report: it asks again itself).
 */
const firstPictureIn = Promise.all(send(pictureCall)).then(async ([answer]) => {
  if (!answer?.ok || !kind) return;
  const body: unknown = await answer.clone().json();
  let image: HTMLImageElement | null;
  if (kind === 'home') image = paintHomePicture(body);
  else {
    const { gamePictures, promotionPictures, paintFirstScreen } = await layer!;
    const pictures = kind === 'games' ? gamePictures(body) : promotionPictures(body);
    image = paintFirstScreen(document, kind, pictures, pathname);
  }
  if (!image) return;
  await image.decode();
  await onScreen(image);
});

/**
 * Then everything else the app starts with: the other start-up calls, the start language's
 * catalogue and, in a build, the app's own files, so that none of it competes with the picture.
 */
function startTheRest(): void {
  send(requests.filter((request) => !pictureCall.includes(request)));
  if (import.meta.env.PROD) {
    // As i18n/catalogues.ts fetches it (same origin, default credentials): that fetch takes this answer.
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = catalogueUrl(language.toLowerCase(), 'common');
    document.head.append(link);
  }
  const appFiles = readAppFiles(document);
  if (!appFiles) return;
  loadApp(document, appFiles, (url) => import(/* @vite-ignore */ url)).catch((error: unknown) => {
    // The app's files did not load (the network dropped, a deploy replaced them): say so, with a reload.
    console.error('The app could not start', error);
    showBootFailure(document.getElementById('root')!, language === 'EN' ? 'en' : 'bn');
  });
}

startOnceReady(firstPictureIn, startTheRest, APP_START_MAX_WAIT_MS);

/**
 * The first screen of a game list page (`/rng`, `/fish`, `/pvp`, `/bgs`) or of `/promotions`,
 * painted from HTML before the app has run: the first row's game pictures, or the first
 * promotion's picture, each the page's largest paint. The early start (src/early-start.ts) loads
 * this module only on those pages, and paints once the page's first call has answered.
 *
 * Unlike the home page's banner (browser/first-picture.ts), which the app's loading states draw again,
 * these pictures are painted in a layer over the app: a copy of the static frame whose header and
 * navigation rows are see-through and whose page area hides whatever loading state the app shows
 * meanwhile. It lays the pictures out with the page's own boxes (index.html's `#first-games` and
 * `#first-promotion`, src/app/styles.css), so they sit exactly where the page will show them. The
 * layer goes as soon as the page shows the same picture itself (or a failure, or another page),
 * and after FIRST_SCREEN_MAX_MS at the latest: the player then sees the same pictures in the same
 * place, and the browser has them already.
 *
 * Import-free: it runs before the framework has arrived.
 */
export type FirstScreenKind = 'games' | 'promotion';

/** A game card's narrowest width and the gap between cards (kits/games/virtual-game-grid.tsx). */
export const GAME_CARD_MIN_WIDTH = 160;
export const GAME_CARD_GAP = 16;
/** The longest the layer stays: past it, whatever the app shows is the page. */
export const FIRST_SCREEN_MAX_MS = 10_000;

type Loose = Record<string, unknown> | undefined;
const valueOf = (answer: unknown) => (answer as Loose)?.value as Loose;
const list = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : []);
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The game list answer's pictures, in order, as a game card shows them (`showIcon`, else `iconUrl`). */
export function gamePictures(answer: unknown): string[] {
  return list(valueOf(answer)?.games)
    .map((game) => text(game?.showIcon) ?? text(game?.iconUrl))
    .filter((src): src is string => src !== null);
}

/** The first promotion's first picture (by `sequence`, as its card orders them), or none. */
export function promotionPictures(answer: unknown): string[] {
  const first = list(valueOf(answer)?.promotions)[0];
  const images = list(first?.images)
    .filter((image) => text(image?.url) !== null)
    .sort((a, b) => Number(a?.sequence) - Number(b?.sequence));
  return images.length ? [images[0]!.url as string] : [];
}

/** How many game cards a row of this width holds (kits/games/virtual-game-grid.tsx's rule). */
export const gameColumns = (width: number) =>
  Math.max(1, Math.floor((width + GAME_CARD_GAP) / (GAME_CARD_MIN_WIDTH + GAME_CARD_GAP)));

/**
 * Paints the layer with the pictures (as many game cards as the first row holds, or one promotion)
 * over the static frame, and watches the app for the moment to take it away. Answers the first
 * picture's element, or null when nothing could be painted (no static frame, no template, no picture).
 */
export function paintFirstScreen(
  doc: Document,
  kind: FirstScreenKind,
  pictures: string[],
  path: string,
): HTMLImageElement | null {
  const frame = doc.querySelector('[data-static-frame]');
  const template = doc.querySelector<HTMLTemplateElement>(`template#first-${kind}`);
  if (!frame || !template || !pictures.length) return null;
  const layer = frame.cloneNode(true) as HTMLElement;
  layer.removeAttribute('data-static-frame');
  layer.classList.add('first-screen');
  layer.setAttribute('aria-hidden', 'true');
  layer.inert = true;
  layer.querySelector('.full-page-loader')!.replaceWith(template.content.cloneNode(true));
  doc.body.append(layer);
  const cards = [...layer.querySelectorAll<HTMLElement>('[data-first-card]')];
  const shown =
    kind === 'games' ? Math.min(gameColumns(cards[0]!.parentElement!.clientWidth), pictures.length) : 1;
  cards.slice(shown).forEach((card) => card.remove());
  const images = [...layer.querySelectorAll('img')];
  images.forEach((image, index) => (image.src = pictures[index]!));
  watchForThePage(doc, layer, images[0]!.src, path);
  return images[0]!;
}

/**
 * Takes the layer away once the page shows the same picture, loaded (two frames later, so it has
 * been painted), or shows a failure (an alert), or is another page; at FIRST_SCREEN_MAX_MS anyway.
 */
function watchForThePage(doc: Document, layer: HTMLElement, src: string, path: string): void {
  const root = doc.getElementById('root')!;
  const view = doc.defaultView!;
  const remove = () => {
    observer.disconnect();
    view.clearTimeout(timer);
    layer.remove();
  };
  const removeOncePainted = () => view.requestAnimationFrame(() => view.requestAnimationFrame(remove));
  const check = () => {
    if (view.location.pathname !== path || root.querySelector('[role="alert"]')) return remove();
    const own = [...root.querySelectorAll('img')].find((image) => image.src === src);
    if (!own) return;
    observer.disconnect();
    if (own.complete) removeOncePainted();
    else {
      own.addEventListener('load', removeOncePainted, { once: true });
      own.addEventListener('error', remove, { once: true });
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true });
  const timer = view.setTimeout(remove, FIRST_SCREEN_MAX_MS);
}

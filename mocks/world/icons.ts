import type { GameKind } from './game-names';

/**
 * Vendor, game and banner art drawn on the spot as SVG: the mock world must not depend on any
 * outside host, and a phone on mobile data loads a few hundred bytes a picture. Each picture is
 * encoded once and kept: encoding one costs a phone about as much as making the rest of its game.
 */

const made = new Map<string, string>();

function once(key: string, draw: () => string): string {
  let url = made.get(key);
  if (url === undefined) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(draw())}`;
    made.set(key, url);
  }
  return url;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A stable number from a text, for a picture's colours. */
export function hueOf(text: string): number {
  let h = 7;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return h % 360;
}

/**
 * Each kind's emblem in a 100 × 100 box: reels for slots, a fish for fishing, a ball for sports…
 * so a tile says what it opens before its name is read.
 */
const glyphs: Record<GameKind, string> = {
  slot:
    '<rect x="6" y="20" width="88" height="60" rx="12" fill="#000" fill-opacity=".35" stroke="#ffd34d" stroke-width="4"/>' +
    [14, 40, 66]
      .map(
        (x, i) =>
          `<rect x="${x}" y="30" width="20" height="40" rx="4" fill="#fff"/>` +
          // A seven drawn as a shape: text costs the browser more to draw, once per picture.
          `<path d="M${x + 3} 37h14v4l-7 22h-5l7-21h-9z" fill="${['#e53935', '#ff9800', '#e53935'][i]}"/>`,
      )
      .join('') +
    '<circle cx="96" cy="36" r="5" fill="#ffd34d"/><rect x="94" y="36" width="4" height="22" fill="#ffd34d"/>',
  instant:
    '<path d="M50 8c16 12 22 34 16 56H34C28 42 34 20 50 8z" fill="#fff"/>' +
    '<circle cx="50" cy="36" r="8" fill="#29b6f6" stroke="#0d47a1" stroke-width="3"/>' +
    '<path d="M34 52 20 70h16zM66 52l14 18H64z" fill="#ef5350"/>' +
    '<path d="M40 66h20l-10 26z" fill="#ffb300"/>',
  live:
    '<rect x="18" y="14" width="42" height="60" rx="6" fill="#fff" transform="rotate(-12 39 44)"/>' +
    '<rect x="40" y="12" width="42" height="60" rx="6" fill="#fff" transform="rotate(10 61 42)"/>' +
    '<path d="M62 30c4-6 14-4 12 4-1 6-12 12-12 12s-11-6-12-12c-2-8 8-10 12-4z" fill="#e53935"/>' +
    '<circle cx="32" cy="78" r="16" fill="#ffd34d" stroke="#fff" stroke-width="4" stroke-dasharray="6 5"/>',
  fishing:
    '<path d="M14 50c14-22 46-26 64 0-18 26-50 22-64 0z" fill="#ffb300"/>' +
    '<path d="M76 50l18-16v32z" fill="#ff7043"/><circle cx="30" cy="46" r="5" fill="#1a237e"/>' +
    '<path d="M44 34c6 10 6 22 0 32" stroke="#fff" stroke-width="3" fill="none"/>' +
    '<circle cx="20" cy="20" r="5" fill="none" stroke="#fff" stroke-width="2"/><circle cx="30" cy="10" r="3" fill="none" stroke="#fff" stroke-width="2"/>',
  table:
    [-24, 0, 24]
      .map(
        (angle) =>
          `<g transform="rotate(${angle} 50 90)"><rect x="32" y="16" width="36" height="54" rx="5" fill="#fff" stroke="#333" stroke-width="1.5"/></g>`,
      )
      .join('') +
    '<text x="50" y="56" font-family="serif" font-size="30" text-anchor="middle" fill="#111">&#9824;</text>',
  lottery: [
    [26, 40, '#e53935', '7'],
    [74, 40, '#1e88e5', '3'],
    [50, 70, '#43a047', '9'],
  ]
    .map(
      ([x, y, fill, n]) =>
        `<circle cx="${x}" cy="${y}" r="20" fill="${fill}"/><circle cx="${x}" cy="${y}" r="11" fill="#fff"/>` +
        `<text x="${x}" y="${Number(y) + 6}" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#111">${n}</text>`,
    )
    .join(''),
  sports:
    '<circle cx="50" cy="50" r="38" fill="#fff" stroke="#111" stroke-width="3"/>' +
    '<path d="M50 34l15 11-6 18H41l-6-18z" fill="#111"/>' +
    '<path d="M50 34V14M65 45l18-6M59 63l11 16M41 63 30 79M35 45l-18-6" stroke="#111" stroke-width="3"/>',
  esports:
    '<path d="M22 30h56c12 0 18 14 18 30 0 14-10 18-18 8l-8-10H30l-8 10c-8 10-18 6-18-8 0-16 6-30 18-30z" fill="#eceff1"/>' +
    '<path d="M26 40v16M18 48h16" stroke="#263238" stroke-width="5"/>' +
    '<circle cx="70" cy="42" r="5" fill="#e53935"/><circle cx="80" cy="52" r="5" fill="#43a047"/><circle cx="62" cy="52" r="5" fill="#1e88e5"/>',
  cockfight:
    '<path d="M30 70c-10-24 6-44 30-42l6-12 8 8 8-4-2 10 10 6-12 4c2 20-6 34-24 38z" fill="#ff7043"/>' +
    '<path d="M30 70C14 62 8 44 14 28c6 14 12 22 22 26z" fill="#5d4037"/>' +
    '<path d="M66 16l4-10 6 8 6-6 0 10z" fill="#e53935"/><circle cx="70" cy="30" r="3" fill="#111"/>' +
    '<path d="M44 84v10M56 82v12" stroke="#ffb300" stroke-width="4"/>',
};

/** A name split into at most two lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const words = text.split(' ');
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ').length;
    const b = words.slice(i).join(' ').length;
    const bestGap = Math.abs(words.slice(0, best).join(' ').length - words.slice(best).join(' ').length);
    if (Math.abs(a - b) < bestGap) best = i;
  }
  return words.length > 1 ? [words.slice(0, best).join(' '), words.slice(best).join(' ')] : [text];
}

function textLines(
  rows: string[],
  {
    x,
    y,
    size,
    anchor = 'middle',
    fill = '#fff',
    outline = true,
  }: { x: number; y: number; size: number; anchor?: string; fill?: string; outline?: boolean },
): string {
  // The outline keeps a title readable on any colour; game tiles, drawn by the hundred while a
  // long list scrolls, go without it (their title sits on a dark band).
  const edge = outline
    ? ` stroke="#000" stroke-opacity=".35" stroke-width="${size / 10}" paint-order="stroke"`
    : '';
  return rows
    .map(
      (row, i) =>
        `<text x="${x}" y="${y + i * size * 1.15}" font-family="sans-serif" font-size="${size}" font-weight="800" ` +
        `text-anchor="${anchor}" fill="${fill}"${edge}>${escapeXml(row)}</text>`,
    )
    .join('');
}

/**
 * A game's tile (200 × 200): its kind's emblem on a glowing backdrop in the title's colours and the
 * title as a logo. Keyed by title: a vendor of thousands of games shares its editions' pictures.
 */
export function gameArt(kind: GameKind, title: string): string {
  return once(`game:${kind}:${title}`, () => {
    const hue = hueOf(title);
    const rows = lines(title, 13);
    const size = Math.max(...rows.map((r) => r.length)) > 13 ? 19 : 22;
    const top = rows.length === 1 ? 176 : 160;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
      `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 18%)"/></linearGradient></defs>` +
      `<rect width="200" height="200" fill="url(#b)"/><circle cx="100" cy="72" r="78" fill="#fff" fill-opacity=".12"/>` +
      `<circle cx="100" cy="72" r="54" fill="#fff" fill-opacity=".14"/>` +
      `<path d="M0 132q100-26 200 0v68H0z" fill="#000" fill-opacity=".4"/>` +
      `<g transform="translate(48 18) scale(1.04)">${glyphs[kind]}</g>` +
      textLines(rows, { x: 100, y: top, size, fill: `hsl(${(hue + 180) % 360} 100% 85%)`, outline: false }) +
      `</svg>`
    );
  });
}

/** A vendor's tile (160 × 96): its kind's emblem and its display name as a wordmark. */
export function vendorArt(kind: GameKind, displayName: string, hue: number): string {
  return once(`vendor:${kind}:${displayName}:${hue}`, () => {
    const rows = lines(displayName, 9);
    const size = Math.max(...rows.map((r) => r.length)) > 9 ? 13 : 17;
    const top = rows.length === 1 ? 54 : 44;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="96" viewBox="0 0 160 96">` +
      `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 38%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 16%)"/></linearGradient></defs>` +
      `<rect width="160" height="96" rx="12" fill="url(#b)"/>` +
      `<circle cx="30" cy="48" r="25" fill="#fff" fill-opacity=".15"/>` +
      `<g transform="translate(10 28) scale(.4)">${glyphs[kind]}</g>` +
      textLines(rows, { x: 104, y: top, size }) +
      `<rect x="64" y="74" width="80" height="3" rx="1.5" fill="hsl(${(hue + 180) % 360} 90% 70%)"/></svg>`
    );
  });
}

export type BannerMotif = 'gift' | 'trophy' | 'coins' | 'friends';

/** The illustration at a banner's right, in a 200 × 200 box. */
const motifs: Record<BannerMotif, string> = {
  gift:
    '<rect x="30" y="80" width="140" height="100" rx="8" fill="#e53935"/><rect x="20" y="58" width="160" height="34" rx="8" fill="#ef5350"/>' +
    '<rect x="90" y="58" width="20" height="122" fill="#ffd34d"/>' +
    '<path d="M100 58c-30-40-60-20-40 0zM100 58c30-40 60-20 40 0z" fill="none" stroke="#ffd34d" stroke-width="10"/>',
  trophy:
    '<path d="M60 30h80v50c0 30-20 46-40 46s-40-16-40-46z" fill="#ffd34d"/>' +
    '<path d="M60 44H36c0 26 12 38 28 40M140 44h24c0 26-12 38-28 40" fill="none" stroke="#ffd34d" stroke-width="9"/>' +
    '<rect x="90" y="124" width="20" height="30" fill="#ffb300"/><rect x="62" y="152" width="76" height="22" rx="6" fill="#8d6e63"/>' +
    '<path d="M100 50l7 14 15 2-11 10 3 15-14-7-14 7 3-15-11-10 15-2z" fill="#fff8e1"/>',
  coins: [
    [70, 140],
    [130, 150],
    [100, 105],
    [60, 80],
    [140, 70],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="32" fill="#ffb300"/><circle cx="${x}" cy="${y}" r="23" fill="#ffd34d" stroke="#ff8f00" stroke-width="3"/>` +
        `<text x="${x}" y="${Number(y) + 10}" font-family="sans-serif" font-size="28" font-weight="800" text-anchor="middle" fill="#e65100">&#2547;</text>`,
    )
    .join(''),
  friends: [
    [60, '#4fc3f7'],
    [140, '#aed581'],
    [100, '#ffd54f'],
  ]
    .map(
      ([x, fill]) =>
        `<circle cx="${x}" cy="${x === 100 ? 78 : 92}" r="24" fill="${fill}"/>` +
        `<path d="M${Number(x) - 40} ${x === 100 ? 176 : 184}c0-40 18-58 40-58s40 18 40 58z" fill="${fill}"/>`,
    )
    .join(''),
};

/** Picks a banner's illustration from its words, so the same promotion always has the same one. */
export function motifOf(headline: string): BannerMotif {
  const text = headline.toLowerCase();
  if (/invite|friend|refer|আমন্ত্রণ|বন্ধু/.test(text)) return 'friends';
  if (/cricket|cup|tournament|leader|mission|ক্রিকেট|টুর্নামেন্ট/.test(text)) return 'trophy';
  if (/cashback|rebate|deposit|ক্যাশব্যাক|ডিপোজিট/.test(text)) return 'coins';
  return (['gift', 'trophy', 'coins'] as const)[hueOf(headline) % 3]!;
}

/**
 * A banner (960 × 300 unless asked otherwise): a headline, a call to action, and an illustration
 * on a lit backdrop, as a promotion's artwork looks.
 */
export function bannerArt(headline: string, cta: string, hue: number, width = 960, height = 300): string {
  return once(`banner:${headline}:${cta}:${hue}:${width}x${height}`, () => {
    const scale = height / 300;
    // Sized for a phone, where a 960 px banner shows at a third of its size.
    const rows = lines(headline, 16);
    const size = Math.round((rows.length === 1 ? 64 : 54) * scale);
    const x = Math.round(44 * scale);
    const top = Math.round((rows.length === 1 ? 128 : 96) * scale);
    const ctaY = Math.round(top + (rows.length - 1) * size * 1.15 + 40 * scale);
    const ctaW = Math.round((cta.length * 19 + 80) * scale);
    const ctaH = Math.round(72 * scale);
    const art = Math.round(250 * scale);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 22%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 50) % 360} 80% 42%)"/></linearGradient>` +
      `<radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#b)"/>` +
      `<circle cx="${width - art / 2 - 20 * scale}" cy="${height / 2}" r="${art * 0.62}" fill="url(#g)"/>` +
      `<circle cx="${width * 0.55}" cy="${-40 * scale}" r="${120 * scale}" fill="#fff" fill-opacity=".06"/>` +
      `<circle cx="${width * 0.42}" cy="${height + 30 * scale}" r="${90 * scale}" fill="#fff" fill-opacity=".06"/>` +
      `<path d="M0 ${height}L${width * 0.3} ${height * 0.82}L${width * 0.6} ${height}z" fill="#000" fill-opacity=".15"/>` +
      `<g transform="translate(${width - art - 20 * scale} ${(height - art) / 2}) scale(${art / 200})">${motifs[motifOf(headline)]}</g>` +
      textLines(rows, { x, y: top, size, anchor: 'start' }) +
      `<rect x="${x}" y="${ctaY}" width="${ctaW}" height="${ctaH}" rx="${ctaH / 2}" fill="#ffd34d"/>` +
      `<text x="${x + ctaW / 2}" y="${ctaY + ctaH * 0.64}" font-family="sans-serif" font-size="${Math.round(34 * scale)}" ` +
      `font-weight="800" text-anchor="middle" fill="#3e2723">${escapeXml(cta)}</text></svg>`
    );
  });
}

/** The call to action a banner shows, in the banner's language. */
export const bannerCta = { en: 'Claim now', bn: 'এখনই নিন' } as const;

/**
 * SPEC 7.1 member icon: a member's own picture, a head and shoulders on a round background, its
 * colours drawn from the seed and the account, so each member has one and a seed keeps it.
 */
export function avatarOf(seed: number, account: string): string {
  const hue = hueOf(`${seed}:${account}`);
  const shade = (hue + 140) % 360;
  return once(
    `avatar:${hue}`,
    () =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 60% 42%)"/>` +
      `<circle cx="32" cy="25" r="11" fill="hsl(${shade} 70% 88%)"/>` +
      `<path d="M12 56c2-12 10-18 20-18s18 6 20 18a32 32 0 0 1-40 0z" fill="hsl(${shade} 70% 88%)"/></svg>`,
  );
}

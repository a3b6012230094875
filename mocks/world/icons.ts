const badges = new Map<string, string>();

/**
 * Vendor and game art made on the spot: the mock world must not depend on any outside host. Games
 * share a few hundred pictures (game-catalogue.ts), each made once: encoding one costs a phone
 * about as much as making the rest of its game (issue 16).
 */
export function badgeIcon(label: string, hue: number): string {
  const text = label.slice(0, 4).toUpperCase();
  const key = `${text}:${hue}`;
  let icon = badges.get(key);
  if (icon === undefined) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="96" viewBox="0 0 160 96">` +
      `<rect width="160" height="96" rx="12" fill="hsl(${hue} 60% 32%)"/>` +
      `<text x="80" y="58" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
    icon = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    badges.set(key, icon);
  }
  return icon;
}

/** A wide banner picture with its headline, drawn on the spot (no outside host). */
export function bannerArt(headline: string, hue: number, width = 960, height = 300): string {
  const escaped = headline.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 45%)"/>` +
    `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<text x="${width / 2}" y="${height / 2 + 14}" font-family="sans-serif" font-size="${Math.round(height / 7)}" ` +
    `font-weight="700" fill="#fff" text-anchor="middle">${escaped}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

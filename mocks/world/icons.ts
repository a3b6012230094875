/** Vendor and game art made on the spot: the mock world must not depend on any outside host. */
export function badgeIcon(label: string, hue: number): string {
  const text = label.slice(0, 4).toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="96" viewBox="0 0 160 96">` +
    `<rect width="160" height="96" rx="12" fill="hsl(${hue} 60% 32%)"/>` +
    `<text x="80" y="58" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

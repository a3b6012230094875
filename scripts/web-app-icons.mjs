/**
 * `node scripts/web-app-icons.mjs`: draws the web app's icons (deploy/web-app/*.png) in Chromium
 * from one picture: the brand's initial on the theme colour (scripts/web-app-build.ts). Run it
 * when the brand or the colour changes; the PNGs are committed, so a build needs no browser.
 * The maskable icon keeps its mark inside the middle 80 % that every launcher's mask leaves.
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const colour = '#0b6b3a';
const picture = (size, maskable) => {
  const radius = maskable ? 0 : size * 0.18;
  const font = size * (maskable ? 0.42 : 0.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="${colour}"/>
    <text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#fff" font-family="DejaVu Sans, sans-serif"
      font-weight="700" font-size="${font}">B</text></svg>`;
};
const icons = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage();
for (const [file, size, maskable] of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0;background:transparent">${picture(size, maskable)}</body>`);
  await page.locator('svg').screenshot({ path: `deploy/web-app/${file}`, omitBackground: true });
  console.log(`deploy/web-app/${file}`);
}
await browser.close();

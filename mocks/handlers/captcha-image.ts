/** A small deterministic generator (LCG), so the same code always draws the same picture. */
function jitter(seedText: string) {
  let state = [...seedText].reduce((acc, ch) => (acc * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return (min: number, max: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return min + (state / 0x1_0000_0000) * (max - min);
  };
}

const inks = ['#1b4d89', '#8a1c1c', '#1d6b3a', '#5b2a86', '#7a4a00'];

/**
 * SPEC 7.2 captcha: the code drawn as an SVG, each character lightly moved and turned, over two
 * noise curves and a few dots; answered as a base64 data URI. Only the mock draws it, so it is
 * plain enough to read, and the same for the same code.
 */
export function captchaImage(code: string): string {
  const rand = jitter(code);
  const width = 120;
  const height = 40;
  const step = (width - 20) / Math.max(code.length, 1);
  const glyphs = [...code]
    .map((ch, i) => {
      const x = (10 + step * (i + 0.5) + rand(-3, 3)).toFixed(1);
      const y = (28 + rand(-4, 4)).toFixed(1);
      const angle = rand(-18, 18).toFixed(1);
      const ink = inks[Math.floor(rand(0, inks.length))];
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="${ink}">${ch}</text>`;
    })
    .join('');
  const curve = () =>
    `<path d="M0 ${rand(8, 32).toFixed(1)} C${rand(20, 50).toFixed(1)} ${rand(0, 40).toFixed(1)} ` +
    `${rand(70, 100).toFixed(1)} ${rand(0, 40).toFixed(1)} ${width} ${rand(8, 32).toFixed(1)}" ` +
    `stroke="${inks[Math.floor(rand(0, inks.length))]}" stroke-width="1.2" fill="none" opacity="0.6"/>`;
  const dots = Array.from(
    { length: 14 },
    () =>
      `<circle cx="${rand(0, width).toFixed(1)}" cy="${rand(0, height).toFixed(1)}" r="1" fill="#555" opacity="0.5"/>`,
  ).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#f4f1e8"/>${dots}${curve()}` +
    `<g font-family="monospace" font-size="24" font-weight="700">${glyphs}</g>${curve()}</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

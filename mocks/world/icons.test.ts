import { describe, expect, it } from 'vitest';
import { bannerArt, gameArt, vendorArt } from './icons';

const svgOf = (url: string) => {
  expect(url).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
  return decodeURIComponent(url.slice(url.indexOf(',') + 1));
};

describe('generated art', () => {
  it("draws a game's tile with its title and its kind's emblem, the same every time", () => {
    const slot = svgOf(gameArt('slot', 'Lotus Riches'));
    expect(slot).toContain('>Lotus Riches<');
    expect(gameArt('slot', 'Lotus Riches')).toBe(gameArt('slot', 'Lotus Riches'));
    // Another kind, another emblem: a fishing game's tile is not a slot's.
    const fish = svgOf(gameArt('fishing', 'Lotus Riches'));
    expect(fish.replace('Lotus Riches', '')).not.toBe(slot.replace('Lotus Riches', ''));
    // Light enough for a phone on mobile data.
    expect(gameArt('live', "Squeeze Casino Hold'em").length).toBeLessThan(4_000);
  });

  it('escapes what a title may hold, so the picture stays valid', () => {
    const svg = svgOf(gameArt('slot', 'Ace & Kings'));
    expect(svg).toContain('Ace &#38; Kings');
    expect(svg).not.toMatch(/& /);
  });

  it("writes a vendor's display name, not its code", () => {
    const svg = svgOf(vendorArt('live', 'Evolution', 120));
    expect(svg).toContain('>Evolution<');
    expect(svg).not.toContain('>EVO<');
  });

  it('draws a banner with its headline and a call to action', () => {
    const svg = svgOf(bannerArt('Daily cashback', 'Claim now', 40));
    expect(svg).toContain('>Daily cashback<');
    expect(svg).toContain('>Claim now<');
    expect(svg).toMatch(/<circle|<path/);
  });
});

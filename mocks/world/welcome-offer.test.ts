import { describe, expect, it } from 'vitest';
import { createWorld } from './create-world';
import type { World } from './types';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

/** Every text the player meets about the welcome offer: the home banner, the popups, the promotion. */
function welcomeTexts(world: World, lang: 'en' | 'bn') {
  const offer = world.site.welcomeOffer!;
  const promotion = world.promotions.promotions.find((p) => p.id === offer.promotionId)!;
  const popups = world.announcements.popup.filter((e) => e.promotionId === offer.promotionId);
  return [
    world.banners.find((b) => b.groupName === 'w_home')!.headline[lang],
    ...popups.map((e) => e.content[lang]),
    promotion.title[lang],
    promotion.summary[lang],
  ];
}

describe('the welcome offer', () => {
  it('says the same percentage and cap on the banner, both popups and the promotion', () => {
    const world = createWorld({ seed: 7, now });
    for (const lang of ['en', 'bn'] as const) {
      const texts = welcomeTexts(world, lang);
      expect(texts.length).toBe(5); // banner, the visitor's and the first login's popups, title, summary
      for (const text of texts) expect(text).toContain('100%');
      expect(
        texts
          .join(' ')
          .match(/\d+%/g)!
          .every((figure) => figure === '100%'),
      ).toBe(true);
      expect(texts.filter((text) => text.includes('৳5,000'))).toHaveLength(3);
    }
  });

  it('changes everywhere at once when the one record changes', () => {
    const world = createWorld({
      seed: 7,
      now,
      overrides: { site: { welcomeOffer: { promotionId: 'P-NEWBIE-2', percent: 150, maxBonus: 10_000 } } },
    });
    for (const lang of ['en', 'bn'] as const) {
      const figures = welcomeTexts(world, lang).join(' ').match(/\d+%/g);
      expect(new Set(figures)).toEqual(new Set(['150%']));
    }
    expect(welcomeTexts(world, 'en').join(' ')).toContain('৳10,000');
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectLoggedInAs } from './auth-support';
import { SMALLEST_PHONE } from './layout-checks';

// A demo on a phone looks like the real thing: named providers and games with their own art, the
// game a player opens, the records and the invite link all speak the site's language.

/** The SVG behind a picture (the mock world draws its art as SVG data, from no other host). */
async function svgOf(picture: Locator): Promise<string> {
  const src = (await picture.getAttribute('src')) ?? '';
  expect(src).toMatch(/^data:image\/svg\+xml[;,]/);
  return decodeURIComponent(src.slice(src.indexOf(',') + 1));
}

const onPhone = async (page: Page) => page.setViewportSize(SMALLEST_PHONE);

test(
  'a demo looks real: provider names, game art, a slot that spins under its name, named records, our own invite link',
  { tag: '@phone' },
  async ({ page }) => {
    await onPhone(page);
    // Providers are tiles with their display names, in words and in their pictures, never codes.
    await page.goto('/live?lang=EN&seed=1');
    const evolution = page.getByRole('button', { name: /^Evolution/ });
    await expect(evolution).toBeVisible();
    await expect(page.getByRole('button', { name: /^EVO\b/ })).toHaveCount(0);
    const tile = await svgOf(evolution.locator('img'));
    expect(tile).toContain('>Evolution<');
    expect(tile).not.toContain('>EVO<');

    // A provider's slots: each card's picture is the game's own tile, with its title on the reels' art.
    await page.goto('/rng?vassalage=PP&lang=EN&seed=1&loginAs=demo01');
    await expectLoggedInAs(page, 'Demo');
    const card = page.getByRole('list', { name: 'Games' }).getByRole('article').first();
    await expect(card).toBeVisible();
    const play = card.getByRole('button', { name: /^Play / });
    const name = (await play.getAttribute('aria-label'))!.replace(/^Play /, '');
    expect(name).not.toMatch(/\d$/);
    const art = await svgOf(card.locator('img'));
    expect(art.replace(/&#39;/g, "'").replace(/&#38;/g, '&')).toContain(name.split(' ')[0]!);
    // The slot emblem (three reels), not a square of letters.
    expect(art.match(/<rect [^>]*fill="#fff"/g)).toHaveLength(3);

    // Launching the slot opens a page titled as that slot, whose demo spins reels.
    await play.tap();
    await expect(page).toHaveURL(/\/seamless\?/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const slot = page.getByRole('region', { name: `${name}: demo slot` });
    await expect(slot.getByRole('img', { name: /^Reels: / })).toBeVisible();
    await slot.getByRole('button', { name: 'Spin' }).tap();
    await expect(slot.getByRole('status')).toHaveText(/: (three alike, you won|no match, you lost) 10\.00\./);

    // The round is in the betting record under the provider's name, not its code.
    await page.goto('/?lang=EN&mcPage=personalHistoryCopy');
    const record = page.getByRole('dialog', { name: 'Betting record' });
    const round = record.getByRole('row').filter({ hasText: name }).first();
    await expect(round.getByRole('cell', { name: 'Pragmatic Play', exact: true })).toBeVisible();
    await expect(record.getByRole('cell', { name: 'PP', exact: true })).toHaveCount(0);

    // The invite link is on this site's own domain.
    await page.goto('/?lang=EN&mcPage=referral');
    const link = page
      .getByRole('dialog', { name: 'Invite friends' })
      .getByRole('status', { name: 'Your invite link' });
    const origin = new URL(page.url()).origin;
    await expect(link).toHaveText(
      new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}/register\\?referralCode=\\w+$`),
    );
  },
);

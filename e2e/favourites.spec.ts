import { expect, test } from './announcements-support';
import { expectLoggedInAs } from './auth-support';
import { requestTimeoutMs } from '../src/api/config';
import { expectNoSeriousA11yIssues } from './support';

// A visitor's heart opening the login popup with the spec's message: model-journeys.spec.ts (the
// favourites model's first path).

test('a member favourites a game, finds it on /favorite, and un-favouriting removes it at once', async ({
  page,
}) => {
  await page.clock.install();
  // Logged in from the start (QA `loginAs`): the login has journeys of its own.
  await page.goto('/rng?scenario=default&lang=EN&loginAs=demo01');
  await expectLoggedInAs(page, 'Demo');
  const heart = page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: /^Add .+ to favourites$/, pressed: false })
    .first();
  const label = (await heart.getAttribute('aria-label'))!;
  // The heart fills at once; the page is left only once the platform has the favourite, as a
  // player's next page load would come after it (a reload cancels a call still on its way).
  const added = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2'));
  await heart.click();
  const chosen = page.getByRole('button', { name: label, exact: true });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  expect((await added).ok()).toBe(true);
  await expect(chosen).toHaveAttribute('aria-busy', 'false');

  await page.goto('/favorite?lang=EN');
  // SPEC 2.1 /favorite: the favourites page shows its title.
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yIssues(page);

  // At once: the game goes while the removal is still unanswered. Here it never answers, so the
  // client gives up after its 20 s (moved on with the page's clock) and puts the game back.
  await page.goto('/favorite?lang=EN&fault=removeFavourite:timeout');
  await chosen.click();
  await expect(chosen).toHaveCount(0);
  await page.clock.fastForward(requestTimeoutMs + 1_000);
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');

  // With the platform answering again (a URL naming the seed drops the fault), the removal holds.
  await page.goto('/favorite?lang=EN&seed=1');
  const removed = page.waitForResponse((r) => r.url().includes('MCSFE_removeFavoriteGameV2'));
  await chosen.click();
  await expect(chosen).toHaveCount(0);
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('article').first()).toBeVisible();
  await expect(chosen).toHaveCount(0);

  // The other account game list, for the same member.
  await page.goto('/recent?lang=EN');
  // SPEC 2.1 /recent: the recently played page shows its title.
  await expect(page.getByRole('heading', { level: 1, name: 'Recently played' })).toBeVisible();
});

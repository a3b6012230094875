import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';

/** Stops the page's clock half a second from now (again if that moment passed before it was asked). */
async function pauseTime(page: Page) {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 500);
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}

// The hot games slide on their own every 1.2 s (SPEC 9), as most players see them.
test.use({ reducedMotion: 'no-preference' });

test(
  'a finger held on a hot game stops the carousel, and lifting it opens that game',
  { tag: '@phone' },
  async ({ page }) => {
    await page.clock.install();
    await page.goto('/?lang=EN&seed=1&loginAs=demo01');
    const hot = page.getByRole('main').getByRole('region', { name: 'Hot games carousel' });
    await expect(hot.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
    await hot.scrollIntoViewIfNeeded();
    await pauseTime(page);
    // The first card wholly on screen.
    const width = page.viewportSize()!.width;
    const cards = await hot.getByRole('button', { name: /^Play / }).all();
    const boxes = await Promise.all(cards.map((card) => card.boundingBox()));
    const index = boxes.findIndex((box) => box !== null && box.x >= 0 && box.x + box.width <= width);
    const play = cards[index]!;
    const game = (await play.getAttribute('aria-label'))!.replace(/^Play /, '');
    const atDown = boxes[index]!;

    // Playwright's tap lifts at once; a held finger is a touch that starts and ends apart.
    const touch = await page.context().newCDPSession(page);
    const finger = { x: atDown.x + atDown.width / 2, y: atDown.y + atDown.height / 2 };
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
    // Three seconds under the finger: two and a half autoplay turns.
    await page.clock.runFor(3_000);
    expect(Math.abs((await play.boundingBox())!.x - atDown.x)).toBeLessThan(1);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.clock.resume();

    await expect(page).toHaveURL(/\/seamless\?/);
    expect(new URL(page.url()).searchParams.get('name')).toBe(game);
  },
);

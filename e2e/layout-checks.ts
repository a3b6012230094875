import { expect, type Page } from '@playwright/test';

/**
 * Waits until the screen has stopped loading as a player sees it: the page's own loaders (every
 * loader is a `status` whose text ends in "…", in both languages) are gone and the fonts are in.
 */
export async function waitForScreen(page: Page) {
  await expect(page.getByRole('main').first()).toBeVisible();
  // Checked at every frame: an assertion's retries back off to a second apart, which over some
  // two hundred screens adds minutes of waiting for loaders that are long gone.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="status"]')].every(
      (status) => !status.checkVisibility() || !(status.textContent ?? '').trim().endsWith('…'),
    ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The smallest control a finger or pointer may be asked to hit (WCAG 2.2 target size, AA). */
export const MIN_TARGET_PX = 24;

/**
 * What does not fit: the page scrolls sideways (with the elements that stick out, outside any box
 * that scrolls or clips on its own), or a visible control is smaller than `MIN_TARGET_PX` either
 * way. Links inside a sentence are exempt, as WCAG exempts them; a checkbox or radio counts with
 * its label, which takes the same tap.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minTarget) => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30) ?? el.tagName;
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${label}"`;
    };
    const clippedByAncestor = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const { overflowX } = getComputedStyle(a);
        if (overflowX !== 'visible') return true;
        if (getComputedStyle(a).position === 'fixed') return false;
      }
      return false;
    };
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      const outside = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 && !clippedByAncestor(el))
        .slice(0, 5)
        .map((el) => `${describe(el)} ends at ${Math.round(el.getBoundingClientRect().right)}px`);
      problems.push(
        `the page scrolls sideways (${document.documentElement.scrollWidth} > ${width}px): ${outside.join('; ')}`,
      );
    }
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [tabindex]:not([tabindex="-1"])',
    );
    for (const el of controls) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      let box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const tag = el.tagName.toLowerCase();
      if (tag === 'a' && el.parentElement && getComputedStyle(el).display === 'inline') {
        const text = (el.parentElement.textContent ?? '').trim();
        if (text.length > (el.textContent ?? '').trim().length + 10) continue;
      }
      const label = el instanceof HTMLInputElement ? (el.labels?.[0] ?? null) : null;
      if (label && ['checkbox', 'radio'].includes((el as HTMLInputElement).type)) {
        box = label.getBoundingClientRect();
      }
      if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
        problems.push(`${describe(el)} is ${Math.round(box.width)}×${Math.round(box.height)}px`);
      }
    }
    return problems;
  }, MIN_TARGET_PX);
}

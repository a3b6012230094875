import { expect, type Page } from '@playwright/test';

/** The smallest phone the product supports (every screen fits it, in both languages). */
export const SMALLEST_PHONE = { width: 360, height: 740 };

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
 * What does not fit:
 * - the page scrolls sideways (with the elements that stick out, outside any box that scrolls or
 *   clips on its own);
 * - a popup's content is wider than the popup's body (the body would scroll it sideways, or cut
 *   it off);
 * - a visible control is cut off by a box that clips or scrolls sideways, so a player sees only
 *   part of it, or must find a sideways scroll to reach it. A row made to scroll sideways (the
 *   category bar, a carousel, a strip of tabs) says so, with `data-sideways` or by snapping its
 *   scroll (`scroll-snap-type`), and is exempt;
 * - a visible control is smaller than `MIN_TARGET_PX` either way. Links inside a sentence are
 *   exempt, as WCAG exempts them; a checkbox or radio counts with its label, which takes the same
 *   tap.
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
    // A popup's body is the frame its content must fit.
    for (const body of document.querySelectorAll('dialog[open] .modal__body')) {
      if (body.scrollWidth > body.clientWidth + 1) {
        const edge = body.getBoundingClientRect().right - parseFloat(getComputedStyle(body).paddingRight);
        const wide = [...body.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().right > edge + 1)
          .slice(-3)
          .map((el) => `${describe(el)} ends at ${Math.round(el.getBoundingClientRect().right)}px`);
        problems.push(
          `a popup's content is wider than its body (${body.scrollWidth} > ${body.clientWidth}px): ${wide.join('; ')}`,
        );
      }
    }
    /** The box that cuts the element off sideways, if any: an ancestor that clips or scrolls it. */
    const cutOffBy = (el: Element) => {
      const box = el.getBoundingClientRect();
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (a.hasAttribute('data-sideways') || style.scrollSnapType !== 'none') return null;
        if (style.overflowX === 'visible') continue;
        const frame = a.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) return a;
      }
      return null;
    };
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
      const cutter = cutOffBy(el);
      if (cutter) {
        problems.push(`${describe(el)} is cut off by ${describe(cutter)}: it needs a sideways scroll`);
        continue;
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

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FirstPicture } from '../browser/first-picture';

/** index.html as the browser receives it. */
export const indexHtml = readFileSync(resolve('index.html'), 'utf8');

/** index.html parsed, as the browser has it before any script ran. */
export const staticPage = (): Document => new DOMParser().parseFromString(indexHtml, 'text/html');

/** A home banner the early start could have painted. */
export const firstBanner: FirstPicture = {
  path: '/',
  src: 'data:image/svg+xml,%3Csvg%2F%3E',
  alt: 'Welcome',
  marquee: true,
};

/**
 * The element structure of some markup, in document order: tags and classes, and a picture's
 * address, text, size and priority; no other text or ARIA details. Markup as a string or a node.
 */
export function markupStructure(markup: ParentNode | string): string[] {
  let root = markup;
  if (typeof root === 'string') {
    const template = document.createElement('template');
    template.innerHTML = root;
    root = template.content;
  }
  return [...root.querySelectorAll('*')]
    .filter((element) => !element.classList.contains('visually-hidden'))
    .map((element) => {
      const picture =
        element instanceof HTMLImageElement
          ? `[${['src', 'alt', 'width', 'height', 'fetchpriority'].map((name) => element.getAttribute(name)).join('|')}]`
          : '';
      return `${element.tagName.toLowerCase()}.${element.className}${picture}`;
    });
}

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FullPageLoader } from './full-page-loader';

/** The element structure of some markup: tags and classes, no text or ARIA details. */
function structure(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')]
    .filter((element) => !element.classList.contains('visually-hidden'))
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
}

describe('the start-up frame (issue 16)', () => {
  it('renders what index.html paints before any script, so the first paint is not replaced', () => {
    const indexHtml = readFileSync(resolve('index.html'), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(indexHtml)?.[1] ?? '';
    const shell = structure(root);
    expect(shell).toContain('div.app-shell__header');
    expect(structure(renderToStaticMarkup(<FullPageLoader />))).toEqual(shell);
  });
});

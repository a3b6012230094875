import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetFirstPicture,
  paintFirstPicture,
  rememberFirstPicture,
  type FirstPicture,
} from '../lib/first-picture';
import { FullPageLoader } from './full-page-loader';

const indexHtml = readFileSync(resolve('index.html'), 'utf8');
const picture: FirstPicture = {
  path: '/',
  src: 'data:image/svg+xml,%3Csvg%2F%3E',
  alt: 'Welcome',
  marquee: true,
};

/** The element structure of some markup: tags and classes, no text or ARIA details. */
function structure(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')]
    .filter((element) => !element.classList.contains('visually-hidden'))
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
}

describe('the start-up frame', () => {
  it('renders what index.html paints before any script, so the first paint is not replaced', () => {
    const root =
      new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root')?.innerHTML ?? '';
    const shell = structure(root);
    expect(shell).toContain('div.app-shell__header');
    expect(structure(renderToStaticMarkup(<FullPageLoader />))).toEqual(shell);
  });

  afterEach(() => forgetFirstPicture());

  it('the app’s start-up frame keeps the picture the early start painted, in the same place', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    paintFirstPicture(page, picture);
    rememberFirstPicture(picture);
    const { container } = render(<FullPageLoader />);
    expect(structure(container.innerHTML)).toEqual(structure(page.getElementById('root')!.innerHTML));
    expect(screen.getByRole('img', { name: 'Welcome' }).getAttribute('src')).toBe(picture.src);
  });
});

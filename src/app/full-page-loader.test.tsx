import { renderToStaticMarkup } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetFirstPicture, paintFirstPicture, rememberFirstPicture } from '../browser/first-picture';
import { firstBanner as picture, markupStructure as structure, staticPage } from '../test/start-page';
import { FullPageLoader } from './full-page-loader';

describe('the start-up frame', () => {
  it('renders what index.html paints before any script, so the first paint is not replaced', () => {
    const shell = structure(staticPage().getElementById('root')!);
    expect(shell).toContain('div.app-shell__header');
    expect(structure(renderToStaticMarkup(<FullPageLoader />))).toEqual(shell);
  });

  afterEach(() => forgetFirstPicture());

  it('the app’s start-up frame keeps the picture the early start painted, in the same place', () => {
    const page = staticPage();
    paintFirstPicture(page, picture);
    rememberFirstPicture(picture);
    const { container } = render(<FullPageLoader />);
    expect(structure(container)).toEqual(structure(page.getElementById('root')!));
    expect(screen.getByRole('img', { name: 'Welcome' }).getAttribute('src')).toBe(picture.src);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  firstPictureFor,
  forgetFirstPicture,
  paintFirstPicture,
  rememberFirstPicture,
} from '../../browser/first-picture';
import { firstBanner as picture, markupStructure as structure, staticPage } from '../../test/start-page';
import { HomeFirstScreen } from './first-screen';

afterEach(() => forgetFirstPicture());

describe('the home page’s first banner, painted before the app and kept by it', () => {
  it('the early start paints the same boxes the app renders while the home page loads', () => {
    const page = staticPage();
    expect(paintFirstPicture(page, picture)?.getAttribute('src')).toBe(picture.src);
    const painted = structure(page.querySelector('[data-static-frame]')!);
    const template = document.createElement('template');
    template.innerHTML = renderToStaticMarkup(
      <div className="app-shell">
        <div className="app-shell__side" />
        <div className="app-shell__body">
          <div className="app-shell__header">
            <span className="brand">BetBangla</span>
          </div>
          <div className="app-shell__nav" />
          <div className="layout__main">
            <div className="home">
              <HomeFirstScreen picture={picture} />
            </div>
          </div>
        </div>
      </div>,
    );
    expect(structure(template.content).slice(1)).toEqual(painted);
    expect(painted).toContain(`img.home-banner__image[${picture.src}|Welcome|960|300|high]`);
  });

  it('leaves out the marquee’s row when there are no notices', () => {
    const page = staticPage();
    paintFirstPicture(page, { ...picture, marquee: false });
    expect(page.querySelector('[data-static-frame] .marquee-placeholder')).toBeNull();
    expect(page.querySelector('[data-static-frame] .home-banners img')).not.toBeNull();
  });

  it('does not touch a page React has taken over', () => {
    const page = staticPage();
    page.querySelector('[data-static-frame]')!.removeAttribute('data-static-frame');
    expect(paintFirstPicture(page, picture)).toBeNull();
    expect(page.querySelector('.full-page-loader')).not.toBeNull();
    expect(page.querySelector('.home-banner__image')).toBeNull();
  });

  it('is the home page’s only, and only until the page shows its own banners', () => {
    rememberFirstPicture(picture);
    expect(firstPictureFor('/rng')).toBeNull();
    expect(firstPictureFor('/')).toBe(picture);
    forgetFirstPicture();
    expect(firstPictureFor('/')).toBeNull();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VendorItem } from '../../api/contracts/games';
import { initI18n } from '../../i18n';
import { VisitorTab as Tab } from '../../test/visitor-tab';
import defaultImage from './vendor-default.svg';
import { VendorCard } from './vendor-card';

const vendor: VendorItem = {
  vassalage: 'JILI',
  displayName: 'JILI',
  lagerIcon: 'https://img.example.com/vendors/jl.png',
  gameType: 'RNG',
};

beforeAll(async () => {
  await initI18n('EN');
});

/** The card's picture: decorative (alt ""), so it is found inside the card's button. */
const picture = async () =>
  (await screen.findByRole('button', { name: /JILI/ })).querySelector('img') as HTMLImageElement;

describe('vendor card picture (SPEC 8 game-icon-load-failure)', () => {
  it('shows the vendor’s picture, and the default vendor image once it fails to load', async () => {
    render(<VendorCard vendor={vendor} category="RNG" />, { wrapper: Tab });
    const image = await picture();
    expect(image.getAttribute('src')).toBe(vendor.lagerIcon);
    expect(image.getAttribute('alt')).toBe('');
    fireEvent.error(image);
    const shown = await picture();
    // SPEC 8 game-icon-load-failure: the default image, with the same (decorative) text alternative.
    expect(shown.getAttribute('src')).toBe(defaultImage);
    expect(shown.getAttribute('alt')).toBe('');
    // The same box: a failed picture never moves the grid.
    expect([shown.getAttribute('width'), shown.getAttribute('height')]).toEqual(['160', '96']);
  });

  it('shows the default vendor image at once when the platform gives an empty picture', async () => {
    render(<VendorCard vendor={{ ...vendor, lagerIcon: '' }} category="LIVE" />, { wrapper: Tab });
    expect((await picture()).getAttribute('src')).toBe(defaultImage);
  });
});

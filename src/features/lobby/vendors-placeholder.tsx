import type { VendorItem } from '../../api/contracts/games';
import { CAROUSEL_PER_VIEW } from '../../components/carousel';
import type { HomeSectionType } from '../../lib/vendors';
import { nearSlides } from '../../lib/carousel-window';

/** The placeholder box's class: the carousel's track, with room for the arrows' row when it has them. */
export function vendorsPlaceholderClass(vendors: readonly VendorItem[], arrowsAbove: number): string {
  const controls = vendors.length > arrowsAbove ? ' carousel-placeholder__track--controls' : '';
  return `carousel-placeholder__track${controls}`;
}

/**
 * A vendor carousel's shape before it renders, for RenderWhenNear: in its box
 * (vendorsPlaceholderClass), one card box as wide as a slide, with the longest name of the cards
 * the carousel builds first, so at every width it is as tall as the carousel that replaces it. A fixed height was 10 to 38 px off a section, and the page below (the
 * footer) jumped as a player scrolled to it: a tap on a footer link landed beside it. Two elements
 * (lobby.css draws the picture and PLAY NOW): a section not yet near the view keeps the page light.
 */
export function VendorCardShape({
  type,
  vendors,
}: {
  type: HomeSectionType;
  vendors: readonly VendorItem[];
}) {
  // The carousel first builds the slides in view and the one after (src/lib/carousel-window.ts).
  const longest = nearSlides(0, CAROUSEL_PER_VIEW, vendors.length, false)
    .map((index) => vendors[index]!.displayName)
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  const play = type === 'RNG' ? '' : ' vendors-placeholder__card--play';
  return <div className={`vendor-card vendors-placeholder__card${play}`}>{longest}</div>;
}

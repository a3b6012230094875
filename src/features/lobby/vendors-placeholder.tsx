import type { VendorItem } from '../../api/contracts/games';
import { CAROUSEL_PER_VIEW } from '../../components/carousel';
import type { HomeSectionType } from '../../lib/vendors';
import { nearSlides } from '../../lib/carousel-window';

/**
 * A vendor carousel's shape before it renders (issue 19): the same controls row, track and card
 * boxes, holding the names of the cards the carousel builds first, so at every width it is as tall
 * as the carousel that replaces it. A fixed height was 10 to 38 px off a section, and the page below
 * (the footer) jumped as a player scrolled to it: a tap on a footer link landed beside it.
 */
export function VendorsPlaceholder({
  type,
  vendors,
  arrowsAbove,
}: {
  type: HomeSectionType;
  vendors: readonly VendorItem[];
  arrowsAbove: number;
}) {
  // The carousel first builds the slides in view and the one after (src/lib/carousel-window.ts).
  const first = nearSlides(0, CAROUSEL_PER_VIEW, vendors.length, false).map((index) => vendors[index]!);
  return (
    <div className="vendors-placeholder" aria-hidden="true">
      {vendors.length > arrowsAbove && (
        <div className="carousel__controls">
          <span className="carousel__button carousel__arrow">‹</span>
        </div>
      )}
      <div className="carousel__track carousel-placeholder__track">
        {first.map((vendor) => (
          <div key={vendor.vassalage} className="carousel__slide">
            <div className="vendor-card vendors-placeholder__card">
              <span className="vendors-placeholder__picture" />
              <span className="vendor-card__name">{vendor.displayName}</span>
              {type !== 'RNG' && <span className="vendor-card__play">&nbsp;</span>}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

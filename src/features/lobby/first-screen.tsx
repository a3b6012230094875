import { HOME_BANNER_SIZE, type FirstPicture } from '../../browser/first-picture';

/**
 * The home banners' box with the first banner in it, where the carousel will show it: what the
 * early start paints into the static frame (browser/first-picture.ts `paintFirstPicture`; a test keeps
 * the two alike), shown by every loading state until the carousel is there.
 */
export function HomeBannerPreview({ picture }: { picture: FirstPicture }) {
  return (
    <div className="home-banners__placeholder home-banners__placeholder--picture">
      <img
        className="home-banner__image"
        src={picture.src}
        alt={picture.alt}
        width={HOME_BANNER_SIZE.width}
        height={HOME_BANNER_SIZE.height}
        fetchPriority="high"
      />
    </div>
  );
}

/** The home page's first screen while its sections load: the marquee's row and the first banner. */
export function HomeFirstScreen({ picture }: { picture: FirstPicture }) {
  return (
    <>
      {picture.marquee && <div className="marquee-placeholder" />}
      <div className="home-banners">
        <HomeBannerPreview picture={picture} />
      </div>
    </>
  );
}

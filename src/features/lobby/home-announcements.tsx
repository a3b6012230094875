import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bannerGroup, type Banner } from '../../api/contracts/content';
import { Carousel } from '../../components/carousel';
import { ResourceView } from '../../components/resource-view';
import { linkTarget } from '../../lib/safe-link';
import { toVideoEmbedUrl } from '../../lib/video-embed';
import { useCustomerService } from '../../kits/customer-service/use-customer-service';
import { useHomeAnnouncements, type HomeAnnouncements } from './home-data';
import { NoticeMarquee } from './notice-marquee';
import { firstPictureFor, forgetFirstPicture, HOME_BANNER_SIZE } from '../../browser/first-picture';
import { HomeBannerPreview } from './first-screen';

/** SPEC 9: banners change every 5000 ms, in a 1000 ms transition. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;
/** The banner pictures' box: reserved, so nothing moves. */
const { width: BANNER_WIDTH, height: BANNER_HEIGHT } = HOME_BANNER_SIZE;

/** The home page's notice marquee and banner carousel, from one announcements call (SPEC 1, 2.7, 7.6). */
export function HomeAnnouncementsView({ language }: { language: string }) {
  const announcements = useHomeAnnouncements(language);
  // The marquee and the banner carousel render as a deferred update (in slices).
  const data = useDeferredValue(announcements.data);
  const { failure, retry } = announcements;
  // The first banner the early start painted, until the carousel shows it (browser/first-picture.ts).
  const picture = firstPictureFor('/');
  useEffect(() => {
    if (data || failure) forgetFirstPicture();
  }, [data, failure]);
  return (
    <>
      {/* The marquee's row is kept while the call is out, so nothing below moves. */}
      {!data && !failure && (picture?.marquee ?? true) && <div className="marquee-placeholder" />}
      {data && data.notices.length > 0 && <NoticeMarquee notices={data.notices} />}
      <div className="home-banners" aria-busy={!data && !failure}>
        <ResourceView
          data={data}
          failure={failure}
          onRetry={retry}
          keepData
          loading={
            picture ? <HomeBannerPreview picture={picture} /> : <div className="home-banners__placeholder" />
          }
        >
          {(loaded) => <HomeBanners banners={loaded.banners} language={language} />}
        </ResourceView>
      </div>
    </>
  );
}

function HomeBanners({ banners, language }: { banners: HomeAnnouncements['banners']; language: string }) {
  const { t } = useTranslation('lobby');
  const home = banners.filter((b) => b.groupName === bannerGroup.home);
  // No configured banner: the page simply has none (the box collapses).
  if (home.length === 0) return null;
  return (
    <Carousel
      label={t('banners.label')}
      items={home}
      itemKey={(banner) => `${banner.url}|${banner.linkage ?? ''}`}
      renderItem={(banner) => <BannerSlide banner={banner} language={language} />}
      loop
      pagination
      autoplayMs={BANNER_AUTOPLAY_MS}
      transitionMs={BANNER_TRANSITION_MS}
    />
  );
}

/**
 * SPEC 2.7: clicking a banner opens its linkage: a site path through the router, an outside link
 * only when safe (in a new window without a handle on this page). A video banner plays its video
 * site's embed (autoplay off); a video link of any other site is refused and the picture shows.
 */
function BannerSlide({ banner, language }: { banner: Banner; language: string }) {
  const { t } = useTranslation('lobby');
  const { safeLinkUrl } = useCustomerService();
  const text = banner.title || t('banners.fallbackAlt');
  const video = banner.video ? toVideoEmbedUrl(banner.linkage, language) : null;
  if (video) {
    return (
      <iframe
        className="home-banner__video"
        src={video}
        title={text}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading="lazy"
        // The frame is always the video site's (its URL is rebuilt from the video id), so its own
        // origin is another site's: allow-same-origin gives it its own storage, not this page's.
        // eslint-disable-next-line react/iframe-missing-sandbox
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  const image = (
    <img
      className="home-banner__image"
      src={banner.url}
      alt={text}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
    />
  );
  const target = banner.video ? null : linkTarget(banner.linkage, safeLinkUrl);
  if (target?.kind === 'internal') {
    return (
      <Link to={target.to} className="home-banner__link">
        {image}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} className="home-banner__link" target="_blank" rel="noopener noreferrer">
        {image}
        <span className="visually-hidden">{t('banners.newWindow')}</span>
      </a>
    );
  }
  return image;
}

import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { usePopupActions } from '../../app/providers/popups';
import { fromCall } from '../../api/from-call';
import { bannerGroup, type Banner } from '../../api/contracts/content';
import { fetchBanners } from '../../api/content';
import { fromI18nCode } from '../../i18n';
import { linkTarget } from '../../lib/safe-link';
import { useCustomerService } from '../../kits/customer-service/use-customer-service';
import { inspect } from '../../lib/actor-inspection';

const bannersMachine = createLoaderMachine<Banner[]>('loginBanners').provide({
  actors: { load: fromCall(({ language }: { language: string }, signal) => fetchBanners(language, signal)) },
});

/**
 * SPEC 2.4: the login popup's promotional banner, group w_login_{language}. Its box keeps its size
 * while loading so the form does not move. It is decoration: when the banners cannot be loaded
 * (the spec shows no reaction) or none is configured, the popup simply has none.
 */
export function LoginBanner() {
  const { i18n, t } = useTranslation('auth');
  const language = fromI18nCode(i18n.language);
  return <BannerFor key={language} language={language} alt={t('loginBannerAlt')} />;
}

function BannerFor({ language, alt }: { language: string; alt: string }) {
  const popups = usePopupActions();
  const { safeLinkUrl } = useCustomerService();
  const loader = useActorRef(bannersMachine, { input: { language }, inspect });
  const banner = useSelector(loader, (s) =>
    s.context.data?.find((b) => b.groupName === bannerGroup.login(language)),
  );
  const loading = useSelector(loader, (s) => s.matches('loading'));
  if (!banner && !loading) return null;
  const image = banner ? <img src={banner.url} alt={banner.title ?? alt} width={960} height={300} /> : null;
  // A banner that leads somewhere is a link: a site path through the router (the popup closes),
  // an outside one only when safe, in a new window without a handle on this page.
  const target = linkTarget(banner?.linkage, safeLinkUrl);
  return (
    <div className="login-banner" aria-busy={loading}>
      {image && target?.kind === 'internal' ? (
        <Link to={target.to} className="login-banner__link" onClick={popups.close}>
          {image}
        </Link>
      ) : image && target?.kind === 'external' ? (
        <a href={target.href} className="login-banner__link" target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  );
}

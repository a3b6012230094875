import { useTranslation } from 'react-i18next';
import { LazyBoundary, lazyPart } from '../../../components/lazy-boundary';
import { Loading } from '../../../components/page-state';
import { noItems, ResourceView } from '../../../components/resource-view';
import { useCustomerService } from '../../../kits/customer-service/use-customer-service';

const CustomerServiceLinks = lazyPart(() => import('../../../kits/customer-service/customer-service-links'));

/**
 * SPEC 2.6 "customer service" in the agent centre: the platform's contacts (live chat, facebook,
 * telegram, whatsapp), each opened only with a safe link in a new window (the footer's links).
 */
export default function CustomerServicePage() {
  const { t } = useTranslation('agent');
  const { loaded, entries } = useCustomerService();
  return (
    <div className="agent-customer-service">
      <p>{t('customerService.intro')}</p>
      {/* The contacts come with the site's permission data, which has no failure of its own here. */}
      <ResourceView
        data={loaded ? entries : null}
        failure={null}
        isEmpty={noItems}
        empty={t('customerService.none')}
      >
        {() => (
          <LazyBoundary fallback={<Loading />}>
            <CustomerServiceLinks />
          </LazyBoundary>
        )}
      </ResourceView>
    </div>
  );
}

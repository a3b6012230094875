import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading } from '../../../components/page-state';
import { useCustomerService } from '../../shell/use-customer-service';

const CustomerServiceLinks = lazy(() => import('../../shell/customer-service-links'));

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
      {loaded && entries.length === 0 ? (
        <EmptyState>{t('customerService.none')}</EmptyState>
      ) : loaded ? (
        <Suspense fallback={<Loading />}>
          <CustomerServiceLinks />
        </Suspense>
      ) : (
        <Loading />
      )}
    </div>
  );
}

import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { promotionTypes, type Promotion } from '../../api/contracts/promotions';
import { fetchPromotions } from '../../api/promotions';
import { fromCall } from '../../api/from-call';
import { EmptyState } from '../../components/page-state';
import { ResourceView } from '../../components/resource-view';
import { Screen } from '../../components/screen';
import { Tabs } from '../../components/tabs';
import { useLoader } from '../../components/use-loader';
import { filterPromotions, type Actor, type PromotionFilter } from '../../lib/promotion-rules';
import { useIsLoggedIn, useIsTrial } from '../../app/providers/use-session';
import { PromotionCard } from './promotion-card';
import { usePromotionFormat } from './promotion-format';
import './promotions.css';
import { whenAppEvent } from '../../browser/app-events';

const reloadOnMoney = [whenAppEvent('balanceChanged')];
const listLogic = createLoaderMachine<{ promotions: Promotion[]; currencySymbol: string }>(
  'promotionList',
).provide({
  actors: { load: fromCall((input, signal) => fetchPromotions(input.language, signal)) },
});

const filters: PromotionFilter[] = ['all', ...promotionTypes];

/**
 * SPEC 2.1 /promotions: every promotion, filtered by the SPEC 3.2 types, each with its pictures,
 * period, details and the action its SPEC 4.11 status allows.
 */
export default function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const actor: Actor = !loggedIn ? 'visitor' : trial ? 'trial' : 'member';
  return (
    <Screen title={t('common:pages.promotions')}>
      {/* Statuses are the member's own: logging in or out loads the list afresh. */}
      <PromotionList key={actor} actor={actor} />
    </Screen>
  );
}

function PromotionList({ actor }: { actor: Actor }) {
  const { t } = useTranslation('promotions');
  const [filter, setFilter] = useState<PromotionFilter>('all');
  const loader = useLoader(listLogic, reloadOnMoney);
  const { failure, retry, reload } = loader;
  // The list (a card per promotion, each with its sanitized rules) renders as a
  // transition, in slices a phone fits between frames, not in one piece when the answer arrives.
  const data = useDeferredValue(loader.data);
  const format = usePromotionFormat(data?.currencySymbol);

  return (
    <ResourceView
      data={data}
      failure={failure}
      onRetry={retry}
      keepData
      isEmpty={(list) => !list.promotions.length}
      empty={t('empty')}
    >
      {(list) => (
        <Tabs
          label={t('filter')}
          tabs={filters.map((id) => ({ id, label: t(`types.${id}`) }))}
          selected={filter}
          onSelect={setFilter}
          renderPanel={(id) => {
            const shown = filterPromotions(list.promotions, id);
            if (!shown.length) return <EmptyState>{t('emptyType')}</EmptyState>;
            return (
              <div className="promo-grid">
                {shown.map((promotion, index) => (
                  <PromotionCard
                    key={promotion.id}
                    priority={index < 2}
                    promotion={promotion}
                    actor={actor}
                    money={format.money}
                    time={format.time}
                    onChanged={reload}
                  />
                ))}
              </div>
            );
          }}
        />
      )}
    </ResourceView>
  );
}

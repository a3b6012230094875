import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { RebateClaim, RebateValue } from '../../api/contracts/points';
import { SessionContext } from '../../app/providers/session';
import { MoneyFailure } from '../../components/money-failure';
import { EmptyState } from '../../components/page-state';
import { ResourceView } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { useMoneyForm } from '../../components/use-money-form';
import { formatDateTime } from '../../lib/format';
import { claimRebateLogic, rebateLogic, reloadOnPointsAndMoney } from './points-logic';
import { figureColumn, pointsLook } from './points-table';
import { usePointsText } from './points-text';
import './points.css';
import { ColumnsTable } from '../../components/columns-table';
import { inspect } from '../../lib/actor-inspection';

/**
 * Rebates and cashback with the manual rebate (member-centre page manualRebate, shown when
 * MANPLAYREB3 is on, SPEC 2.3 / 3.3): the rebate earned from bets since the last claim (a rate per
 * game type, the VIP level's extra included, on the amount staked) and cashback on the net loss;
 * Claim credits both at once (one idempotency key per claim), and past claims are listed.
 */
export default function RebatePage() {
  // A claim moves money: the balance signal reloads this page with what is left to claim.
  const { data, failure, retry } = useLoader(rebateLogic, reloadOnPointsAndMoney);
  return (
    <ResourceView data={data} failure={failure} onRetry={retry} keepData>
      {(rebate) => <Rebate data={rebate} />}
    </ResourceView>
  );
}

/** A game type's line of the rebate earned since the last claim. */
type GameTypeRebate = RebateValue['byGameType'][number];

function Rebate({ data }: { data: RebateValue }) {
  const { t } = useTranslation('points');
  const { lang, money } = usePointsText(data.currencySymbol);
  const offset = SessionContext.useSelector((s) => s.context.member?.gmtOffsetMinutes ?? 0);
  const when = (iso: string) => formatDateTime(iso, offset, lang);
  return (
    <div className="points">
      <p className="field__hint">{t('rebate.intro')}</p>
      <p>{t('rebate.period', { since: when(data.since) })}</p>
      {data.byGameType.length > 0 ? (
        <ColumnsTable
          caption={t('rebate.caption')}
          look={pointsLook}
          rows={data.byGameType}
          rowKey={(row) => row.gameType}
          columns={[
            {
              id: 'gameType',
              header: t('rebate.gameType'),
              rowHeader: true,
              render: (row) => t(`common:categories.${row.gameType}`, { defaultValue: row.gameType }),
            },
            figureColumn<GameTypeRebate>('stake', t('rebate.stake'), (row) => money(row.stake)),
            figureColumn<GameTypeRebate>('rate', t('rebate.rate'), (row) =>
              t('vip.percent', { value: row.ratePercent }),
            ),
            figureColumn<GameTypeRebate>('rebate', t('rebate.rebate'), (row) => money(row.rebate)),
          ]}
        />
      ) : (
        <EmptyState>{t('rebate.noBets')}</EmptyState>
      )}
      <dl className="points-reward__facts rebate-totals">
        <div>
          <dt>{t('rebate.netLoss')}</dt>
          <dd>{money(data.netLoss)}</dd>
        </div>
        <div>
          <dt>{t('rebate.cashback', { percent: data.cashbackPercent })}</dt>
          <dd>{money(data.cashback)}</dd>
        </div>
        <div>
          <dt>{t('rebate.total')}</dt>
          <dd>{money(data.total)}</dd>
        </div>
      </dl>
      {data.manual ? (
        <ClaimButton total={data.total} currencySymbol={data.currencySymbol} />
      ) : (
        <p className="points-notice">{t('rebate.automatic')}</p>
      )}
      <Claims claims={data.claims} currencySymbol={data.currencySymbol} when={when} />
    </div>
  );
}

function ClaimButton({ total, currencySymbol }: { total: number; currencySymbol: string }) {
  const { t } = useTranslation('points');
  const { money } = usePointsText(currencySymbol);
  const claim = useActorRef(claimRebateLogic, { inspect });
  const { busy, failureProps, offline } = useMoneyForm(claim);
  const claimed = useSelector(claim, (s) => (s.matches('succeeded') ? s.context.result : null));
  return (
    <div className="points-done">
      <p role="status">
        {claimed
          ? t('rebate.claimed', { amount: money(claimed.rebate + claimed.cashback) })
          : total <= 0
            ? t('rebate.nothing')
            : ''}
      </p>
      <MoneyFailure {...failureProps} />
      <button
        type="button"
        className="button"
        disabled={busy || offline || total <= 0}
        onClick={() => {
          // A new claim after one succeeded: a new operation, a new key.
          if (claimed) claim.send({ type: 'form.again' });
          claim.send({ type: 'form.submit', request: null });
        }}
      >
        {busy ? t('rebate.claiming') : t('rebate.claim')}
      </button>
    </div>
  );
}

function Claims({
  claims,
  currencySymbol,
  when,
}: {
  claims: RebateClaim[];
  currencySymbol: string;
  when: (iso: string) => string;
}) {
  const { t } = useTranslation('points');
  const { money } = usePointsText(currencySymbol);
  if (claims.length === 0) return <EmptyState>{t('rebate.noClaims')}</EmptyState>;
  return (
    <ColumnsTable
      caption={t('rebate.claimsCaption')}
      look={pointsLook}
      rows={claims}
      rowKey={(claim) => claim.claimId}
      columns={[
        { id: 'claimId', header: t('rebate.claimId'), rowHeader: true, render: (claim) => claim.claimId },
        { id: 'claimedAt', header: t('rebate.claimedAt'), render: (claim) => when(claim.claimedAt) },
        figureColumn<RebateClaim>('rebate', t('rebate.rebate'), (claim) => money(claim.rebate)),
        figureColumn<RebateClaim>('cashback', t('rebate.cashbackShort'), (claim) => money(claim.cashback)),
      ]}
    />
  );
}

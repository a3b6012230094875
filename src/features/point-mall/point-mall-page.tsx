import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstRecordsPage, recordsPage } from '../../../machines/points-records.machine';
import type { PointsReward } from '../../api/contracts/points';
import { PermissionContext } from '../../app/providers/site-data';
import { usePopupActions } from '../../app/providers/popups';
import { EmptyState, ErrorState, Loading } from '../../components/page-state';
import { Screen } from '../../components/screen';
import { Tabs } from '../../components/tabs';
import { useLoader } from '../../components/use-loader';
import { useIsLoggedIn, useIsTrial, useSwitch } from '../../app/providers/use-session';
import { ConvertPoints } from './convert-points';
import { onPointsChanged } from './points-events';
import {
  pointsBalanceLogic,
  pointsConfigLogic,
  pointsRecordsLogic,
  pointsRewardsLogic,
  redeemLogic,
  reloadOnPoints,
} from './points-logic';
import { PointsRecordsTable } from './points-records-table';
import { usePointsText } from './points-text';
import { RedeemDialog } from './redeem-dialog';
import { RewardsList } from './rewards-list';
import './points.css';

const historyLogic = pointsRecordsLogic('redeems');
const detailsLogic = pointsRecordsLogic('details');

/**
 * SPEC 2.1 PointMall (/pointMall), shown when PTSYS3 is on (SPEC 3.3): the rules (points never
 * expire, SPEC 9), the member's points, the rewards with redeem (payment password, SPEC 7.8),
 * converting points to cash, the redeem history and the points details (SPEC 3.2 record fields,
 * SPEC 4.11 statuses). A visitor sees the rules and rewards; Redeem opens the login popup.
 */
export default function PointMallPage() {
  const { t } = useTranslation('points');
  const loaded = PermissionContext.useSelector((s) => s.context.data !== null);
  const on = useSwitch('PTSYS3');
  return (
    <Screen title={t('common:pages.pointMall')}>
      {!loaded ? <Loading /> : on ? <PointMall /> : <EmptyState>{t('mall.off')}</EmptyState>}
    </Screen>
  );
}

function PointMall() {
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const config = useLoader(pointsConfigLogic);
  const rewards = useLoader(pointsRewardsLogic, reloadOnPoints);
  if (!config.data) {
    return config.failure ? <ErrorState failure={config.failure} onRetry={config.retry} /> : <Loading />;
  }
  return (
    <div className="points">
      <Rules
        currencySymbol={config.data.currencySymbol}
        pointRatio={config.data.pointRatio}
        earnPerUnit={config.data.earnPerUnit}
      />
      {loggedIn && !trial ? (
        <MemberMall
          rewards={rewards}
          currencySymbol={config.data.currencySymbol}
          minConvertPoints={config.data.minConvertPoints}
          pointRatio={config.data.pointRatio}
        />
      ) : (
        <VisitorMall rewards={rewards} currencySymbol={config.data.currencySymbol} loggedIn={loggedIn} />
      )}
    </div>
  );
}

type RewardsResource = ReturnType<typeof useLoader<PointsReward[]>>;

/** SPEC 9: points never expire; how points are earned and what they convert to. */
function Rules({
  currencySymbol,
  pointRatio,
  earnPerUnit,
}: {
  currencySymbol: string;
  pointRatio: number;
  earnPerUnit: number;
}) {
  const { t } = useTranslation('points');
  const { money, points } = usePointsText(currencySymbol);
  return (
    <ul className="points-rules">
      <li>
        <strong>{t('mall.neverExpire')}</strong>
      </li>
      <li>{t('mall.earnRule', { points: points(earnPerUnit), amount: money(1) })}</li>
      <li>{t('mall.ratioRule', { points: points(pointRatio), amount: money(1) })}</li>
    </ul>
  );
}

function RewardsSection({
  rewards,
  currencySymbol,
  points,
  onRedeem,
}: {
  rewards: RewardsResource;
  currencySymbol: string;
  points: number | null;
  onRedeem: (rewardId: string) => void;
}) {
  if (!rewards.data) {
    return rewards.failure ? <ErrorState failure={rewards.failure} onRetry={rewards.retry} /> : <Loading />;
  }
  return (
    <RewardsList rewards={rewards.data} currencySymbol={currencySymbol} points={points} onRedeem={onRedeem} />
  );
}

/** A visitor (or a trial account) sees the rewards; Redeem asks for a (real) login. */
function VisitorMall({
  rewards,
  currencySymbol,
  loggedIn,
}: {
  rewards: RewardsResource;
  currencySymbol: string;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('points');
  const popups = usePopupActions();
  return (
    <>
      <p className="points-notice">{t('mall.visitorNote')}</p>
      <h2 className="points-heading">{t('rewards.heading')}</h2>
      <RewardsSection
        rewards={rewards}
        currencySymbol={currencySymbol}
        points={null}
        onRedeem={() => popups.show(loggedIn ? 'trialWarning' : 'login')}
      />
    </>
  );
}

type Tab = 'rewards' | 'convert' | 'history' | 'details';
const tabs: Tab[] = ['rewards', 'convert', 'history', 'details'];

function MemberMall({
  rewards,
  currencySymbol,
  minConvertPoints,
  pointRatio,
}: {
  rewards: RewardsResource;
  currencySymbol: string;
  minConvertPoints: number;
  pointRatio: number;
}) {
  const { t } = useTranslation('points');
  const { points } = usePointsText(currencySymbol);
  const balance = useLoader(pointsBalanceLogic, reloadOnPoints);
  const redeem = useActorRef(redeemLogic);
  // The lists live here, not in their tabs, so a redeem In Process is watched whatever tab shows.
  const history = useActorRef(historyLogic, { input: firstRecordsPage });
  const details = useActorRef(detailsLogic, { input: firstRecordsPage });
  const [tab, setTab] = useState<Tab>('rewards');
  useEffect(
    () =>
      onPointsChanged(() => {
        history.send(recordsPage(1));
        details.send(recordsPage(1));
      }),
    [history, details],
  );
  const have = balance.data?.points ?? null;
  return (
    <>
      <p className="points-balance" role="status">
        {t('mall.yourPoints')}: <strong>{have === null ? '…' : points(have)}</strong>
      </p>
      {balance.failure && !balance.data && <ErrorState failure={balance.failure} onRetry={balance.retry} />}
      <Tabs
        label={t('mall.sections')}
        tabs={tabs.map((id) => ({ id, label: t(`mall.tabs.${id}`) }))}
        selected={tab}
        onSelect={setTab}
        renderPanel={(id) => {
          if (id === 'rewards')
            return (
              <RewardsSection
                rewards={rewards}
                currencySymbol={currencySymbol}
                points={have}
                onRedeem={(rewardId) => redeem.send({ type: 'reward.choose', rewardId })}
              />
            );
          if (id === 'convert')
            return (
              <ConvertPoints
                balance={have}
                currencySymbol={currencySymbol}
                minConvertPoints={minConvertPoints}
                pointRatio={pointRatio}
              />
            );
          return (
            <PointsRecordsTable
              kind={id === 'history' ? 'redeems' : 'details'}
              records={id === 'history' ? history : details}
              currencySymbol={currencySymbol}
            />
          );
        }}
      />
      <RedeemDialog
        redeem={redeem}
        rewards={rewards.data ?? []}
        points={have}
        currencySymbol={currencySymbol}
      />
    </>
  );
}

import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstRecordsPage, recordsPage } from '../../../machines/points-records.machine';
import type { PointsReward } from '../../api/contracts/points';
import { PermissionContext } from '../../app/providers/site-data';
import { usePopupActions } from '../../app/providers/popups';
import { ErrorState } from '../../components/page-state';
import { noItems, ResourceView } from '../../components/resource-view';
import { Screen } from '../../components/screen';
import { Tabs } from '../../components/tabs';
import { useLoader } from '../../components/use-loader';
import { useIsLoggedIn, useIsTrial, useSwitch } from '../../app/providers/use-session';
import { ConvertPoints } from './convert-points';
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
import { inspect } from '../../lib/actor-inspection';
import './points.css';
import { onAppEvent } from '../../browser/app-events';

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
      {/* The mall's switch (PTSYS3) comes with the site's permission data: off reads as empty. */}
      <ResourceView data={loaded ? on : null} failure={null} isEmpty={(isOn) => !isOn} empty={t('mall.off')}>
        {() => <PointMall />}
      </ResourceView>
    </Screen>
  );
}

function PointMall() {
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const config = useLoader(pointsConfigLogic);
  const rewards = useLoader(pointsRewardsLogic, reloadOnPoints);
  return (
    <ResourceView data={config.data} failure={config.failure} onRetry={config.retry} keepData>
      {(settings) => (
        <div className="points">
          <Rules
            currencySymbol={settings.currencySymbol}
            pointRatio={settings.pointRatio}
            earnPerUnit={settings.earnPerUnit}
          />
          {loggedIn && !trial ? (
            <MemberMall
              rewards={rewards}
              currencySymbol={settings.currencySymbol}
              minConvertPoints={settings.minConvertPoints}
              pointRatio={settings.pointRatio}
            />
          ) : (
            <VisitorMall rewards={rewards} currencySymbol={settings.currencySymbol} loggedIn={loggedIn} />
          )}
        </div>
      )}
    </ResourceView>
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
  const { t } = useTranslation('points');
  return (
    <ResourceView
      data={rewards.data}
      failure={rewards.failure}
      onRetry={rewards.retry}
      keepData
      isEmpty={noItems}
      empty={t('rewards.empty')}
    >
      {(list) => (
        <RewardsList rewards={list} currencySymbol={currencySymbol} points={points} onRedeem={onRedeem} />
      )}
    </ResourceView>
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
  const redeem = useActorRef(redeemLogic, { inspect });
  // The lists live here, not in their tabs, so a redeem In Process is watched whatever tab shows.
  const history = useActorRef(historyLogic, { input: firstRecordsPage, inspect });
  const details = useActorRef(detailsLogic, { input: firstRecordsPage, inspect });
  const [tab, setTab] = useState<Tab>('rewards');
  useEffect(
    () =>
      onAppEvent('pointsChanged', () => {
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
                onRedeem={(rewardId) => redeem.send({ type: 'form.open', subject: rewardId })}
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { REVEAL_MS } from '../../../machines/reward-claim.machine';
import type { Promotion, RewardCentre } from '../../api/contracts/promotions';
import { fetchPromotions, fetchRewardCentre } from '../../api/promotions';
import { fromCall } from '../../api/from-call';
import { MoneyFailure } from '../../components/money-failure';
import { LoadedView } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { nextWheelRotation } from '../../lib/promotion-rules';
import { formatDayMonth } from '../../lib/format';
import { usePromotionFormat } from './promotion-format';
import { MissionList, RaffleList, RewardSection, StatusLabel } from './reward-parts';
import { useRewardClaim } from './use-reward-claim';
import './promotions.css';
import { whenAppEvent } from '../../browser/app-events';

type CentreData = { centre: RewardCentre; promotions: Promotion[] };

const reloadOnMoney = [whenAppEvent('balanceChanged')];
const centreLogic = createLoaderMachine<CentreData>('rewardCentre').provide({
  actors: {
    load: fromCall(async (input, signal) => {
      const [centre, list] = await Promise.all([
        fetchRewardCentre(input.language, signal),
        fetchPromotions(input.language, signal),
      ]);
      return { centre, promotions: list.promotions };
    }),
  },
});

type Format = ReturnType<typeof usePromotionFormat>;

/** Nothing runs and nothing waits to be claimed: the page's empty state. */
const nothingToShow = ({ centre, promotions }: CentreData) =>
  !centre.activities.length &&
  !centre.missions.length &&
  !centre.raffles.length &&
  !promotions.some((p) => p.status === 'claim');

/**
 * rewardCenter (SPEC 1, 2.5): the member's activities, each with its claim flow and SPEC 4.11
 * status: the daily red envelope, the lucky wheel, golden egg tickets, daily sign-in, mission
 * tasks, raffles (SPEC 7.7) and promotions ready to claim. Every claim is a money call (one
 * idempotency key per operation) that reloads the balance, the badges and this page.
 */
export default function RewardCentrePage() {
  const { t } = useTranslation('promotions');
  const centreLoad = useLoader(centreLogic, reloadOnMoney);
  return (
    <LoadedView loaded={centreLoad} keepData isEmpty={nothingToShow} empty={t('reward.empty')}>
      {(loaded) => <Centre data={loaded} reload={centreLoad.reload} />}
    </LoadedView>
  );
}

function Centre({ data, reload }: { data: CentreData; reload: () => void }) {
  const { t } = useTranslation('promotions');
  const format = usePromotionFormat(data.centre.currencySymbol);
  const { centre } = data;
  // Claimed ones stay listed with their status, so a claim's result stays on screen after the reload.
  const listed = data.promotions.filter(
    (p) => p.bonus !== null && (p.status === 'claim' || p.status === 'claimed'),
  );
  const runs = (activity: RewardCentre['activities'][number]) => centre.activities.includes(activity);
  return (
    <div className="reward-centre">
      <p className="reward-centre__count">{t('reward.claimable', { count: centre.claimable })}</p>
      <div className="reward-centre__grid">
        {runs('envelope') && <EnvelopeCard centre={centre} format={format} />}
        {runs('signIn') && <SignInCard centre={centre} format={format} />}
        {runs('wheel') && <WheelCard centre={centre} format={format} />}
        {runs('eggs') && <EggsCard centre={centre} format={format} />}
      </div>
      {centre.missions.length > 0 && (
        <RewardSection title={t('reward.missions.title')}>
          <MissionList missions={centre.missions} money={format.money} />
        </RewardSection>
      )}
      {centre.raffles.length > 0 && (
        <RewardSection title={t('reward.raffles.title')}>
          <RaffleList raffles={centre.raffles} money={format.money} time={format.time} onJoined={reload} />
        </RewardSection>
      )}
      {listed.length > 0 && (
        <RewardSection title={t('reward.promotions.title')}>
          <ul className="reward-list">
            {listed.map((promotion) => (
              <PromotionClaim key={promotion.id} promotion={promotion} format={format} />
            ))}
          </ul>
        </RewardSection>
      )}
    </div>
  );
}

type CardProps = { centre: RewardCentre; format: Format };

function EnvelopeCard({ centre, format }: CardProps) {
  const { t } = useTranslation('promotions');
  const claim = useRewardClaim();
  const { envelope } = centre;
  const opening = claim.busy;
  const got = claim.phase === 'claimed' && claim.result ? claim.result.amount : null;
  return (
    <RewardSection title={t('reward.envelope.title')} className="reward-card--envelope">
      <div
        className={`envelope ${opening ? 'envelope--opening' : ''} ${envelope.status === 'claimed' ? 'envelope--open' : ''}`}
        aria-hidden="true"
      />
      <p>{t('reward.envelope.intro')}</p>
      {envelope.status === 'claim' && got === null ? (
        <button
          type="button"
          className="button"
          disabled={opening}
          aria-busy={opening}
          onClick={() => claim.claim({ kind: 'envelope' })}
        >
          {opening ? t('reward.envelope.opening') : t('reward.envelope.open')}
        </button>
      ) : (
        <StatusLabel status="claimed" />
      )}
      <MoneyFailure {...claim.failureProps} />
      <p role="status" className="reward-card__result">
        {got !== null
          ? t('reward.envelope.got', { amount: format.money(got) })
          : envelope.status === 'claimed' && envelope.lastAmount !== null
            ? t('reward.envelope.openedToday', { amount: format.money(envelope.lastAmount) })
            : ''}
      </p>
    </RewardSection>
  );
}

function SignInCard({ centre, format }: CardProps) {
  const { t } = useTranslation('promotions');
  const claim = useRewardClaim();
  const { signIn } = centre;
  const signedNow = claim.phase === 'claimed' && claim.result;
  const signed = signIn.status === 'signed' || !!signedNow;
  return (
    <RewardSection title={t('reward.signIn.title')} className="reward-card--sign-in">
      <p className="reward-card__figure">{t('reward.signIn.streak', { count: signIn.streak })}</p>
      <ol className="sign-in-days" aria-label={t('reward.signIn.days')}>
        {signIn.days.map((day, index) => {
          const today = index === signIn.days.length - 1;
          const status = today && signedNow ? 'signed' : day.status;
          return (
            <li key={day.date} className={`sign-in-days__day sign-in-days__day--${status}`}>
              <span>{today ? t('reward.signIn.today') : formatDayMonth(day.date, format.lang)}</span>
              <span className="sign-in-days__status">{t(`status.${status}`)}</span>
            </li>
          );
        })}
      </ol>
      {signed ? (
        <StatusLabel status="signed" />
      ) : (
        <button
          type="button"
          className="button"
          disabled={claim.busy}
          aria-busy={claim.busy}
          onClick={() => claim.claim({ kind: 'signIn' })}
        >
          {claim.busy
            ? t('reward.signIn.signing')
            : t('reward.signIn.sign', { amount: format.money(signIn.nextReward) })}
        </button>
      )}
      <MoneyFailure {...claim.failureProps} />
      <p role="status" className="reward-card__result">
        {signedNow
          ? t('reward.signIn.done', {
              amount: format.money(signedNow.amount),
              streak: signedNow.streak ?? signIn.streak,
            })
          : signed
            ? t('reward.signIn.signedToday')
            : ''}
      </p>
    </RewardSection>
  );
}

function WheelCard({ centre, format }: CardProps) {
  const { t } = useTranslation('promotions');
  const { segments, spinsLeft } = centre.wheel;
  const [rotation, setRotation] = useState(0);
  const claim = useRewardClaim((result) =>
    setRotation((current) => nextWheelRotation(current, result.segment ?? 0, segments.length)),
  );
  const label = (amount: number) => (amount > 0 ? format.money(amount) : t('reward.wheel.noPrize'));
  const result = claim.phase === 'claimed' ? claim.result : null;
  const size = 360 / Math.max(1, segments.length);
  return (
    <RewardSection title={t('reward.wheel.title')} className="reward-card--wheel">
      <div className="wheel">
        <span className="wheel__pointer" aria-hidden="true" />
        <svg
          className="wheel__disc"
          viewBox="-100 -100 200 200"
          role="img"
          aria-label={`${t('reward.wheel.prizes')}: ${segments.map(label).join(', ')}`}
          style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${REVEAL_MS.wheel}ms` }}
        >
          {segments.map((amount, index) => {
            const start = ((index * size - 90) * Math.PI) / 180;
            const end = (((index + 1) * size - 90) * Math.PI) / 180;
            const mid = (((index + 0.5) * size - 90) * Math.PI) / 180;
            const large = size > 180 ? 1 : 0;
            return (
              <g key={index}>
                <path
                  d={`M0 0 L${95 * Math.cos(start)} ${95 * Math.sin(start)} A95 95 0 ${large} 1 ${95 * Math.cos(end)} ${95 * Math.sin(end)} Z`}
                  className={`wheel__segment wheel__segment--${index % 2 ? 'odd' : 'even'}`}
                />
                <text
                  x={62 * Math.cos(mid)}
                  y={62 * Math.sin(mid)}
                  className="wheel__label"
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${(index + 0.5) * size} ${62 * Math.cos(mid)} ${62 * Math.sin(mid)})`}
                >
                  {amount > 0 ? format.money(amount).replace(/\.00$/, '') : '✕'}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <p className="reward-card__figure">{t('reward.wheel.spinsLeft', { count: spinsLeft })}</p>
      {spinsLeft > 0 || claim.busy ? (
        <button
          type="button"
          className="button"
          disabled={claim.busy}
          aria-busy={claim.busy}
          onClick={() => claim.claim({ kind: 'wheel' })}
        >
          {claim.busy ? t('reward.wheel.spinning') : t('reward.wheel.spin')}
        </button>
      ) : (
        <p>{t('reward.wheel.noSpins')}</p>
      )}
      <MoneyFailure {...claim.failureProps} />
      <p role="status" className="reward-card__result">
        {result
          ? result.amount > 0
            ? t('reward.wheel.result', { amount: format.money(result.amount) })
            : t('reward.wheel.resultNone')
          : ''}
      </p>
    </RewardSection>
  );
}

function EggsCard({ centre, format }: CardProps) {
  const { t } = useTranslation('promotions');
  const claim = useRewardClaim();
  const { tickets } = centre.eggs;
  const result = claim.phase === 'claimed' ? claim.result : null;
  return (
    <RewardSection title={t('reward.eggs.title')} className="reward-card--eggs">
      <div className={`egg ${claim.busy ? 'egg--cracking' : ''}`} aria-hidden="true" />
      <p className="reward-card__figure">{t('reward.eggs.tickets', { count: tickets })}</p>
      {tickets > 0 || claim.busy ? (
        <button
          type="button"
          className="button"
          disabled={claim.busy}
          aria-busy={claim.busy}
          onClick={() => claim.claim({ kind: 'egg' })}
        >
          {claim.busy ? t('reward.eggs.smashing') : t('reward.eggs.smash')}
        </button>
      ) : (
        <p>{t('reward.eggs.noTickets')}</p>
      )}
      <MoneyFailure {...claim.failureProps} />
      <p role="status" className="reward-card__result">
        {result ? t('reward.eggs.result', { amount: format.money(result.amount) }) : ''}
      </p>
    </RewardSection>
  );
}

function PromotionClaim({ promotion, format }: { promotion: Promotion; format: Format }) {
  const { t } = useTranslation('promotions');
  const claim = useRewardClaim();
  const claimed = claim.phase === 'claimed' && claim.result;
  return (
    <li className="reward-list__item">
      <div className="reward-list__main">
        <strong>{promotion.title}</strong>
        <span className="reward-list__meta">{promotion.summary}</span>
      </div>
      <div className="reward-list__side">
        {claimed || promotion.status !== 'claim' ? (
          <StatusLabel status={claimed ? 'claimed' : promotion.status} />
        ) : (
          <button
            type="button"
            className="button"
            disabled={claim.busy}
            aria-label={`${t('reward.promotions.claim', { amount: format.money(promotion.bonus ?? 0) })}: ${promotion.title}`}
            onClick={() =>
              claim.claim({ kind: 'promotion', promotionId: promotion.id, language: format.lang })
            }
          >
            {claim.busy
              ? t('working')
              : t('reward.promotions.claim', { amount: format.money(promotion.bonus ?? 0) })}
          </button>
        )}
      </div>
      <MoneyFailure {...claim.failureProps} />
      <p role="status" className="reward-list__done">
        {claimed ? t('done.claim', { amount: format.money(claimed.amount), title: promotion.title }) : ''}
      </p>
    </li>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { createSubmitMachine } from '../../../machines/submit.machine';
import type { Mission, Raffle } from '../../api/contracts/promotions';
import { joinRaffle } from '../../api/promotions';
import { MoneyFailure } from '../../components/money-failure';
import { percentOf } from '../../lib/promotion-rules';
import { useRewardClaim } from './use-reward-claim';
import { inspect } from '../../lib/actor-inspection';

/** One activity of the reward centre: a titled section. */
export function RewardSection({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={`reward-card ${className}`} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** A SPEC 4.11 status as a small label. */
export function StatusLabel({ status }: { status: string }) {
  const { t } = useTranslation('promotions');
  return <span className={`promo-status promo-status--${status}`}>{t(`status.${status}`)}</span>;
}

type Format = { money: (amount: number) => string };

/** Mission tasks with their progress and, once complete, the claim (a money call). */
export function MissionList({ missions, money }: { missions: Mission[] } & Format) {
  const { t } = useTranslation('promotions');
  if (!missions.length) return <p className="state state--empty">{t('reward.missions.empty')}</p>;
  return (
    <ul className="reward-list">
      {missions.map((mission) => (
        <MissionItem key={mission.id} mission={mission} money={money} />
      ))}
    </ul>
  );
}

function MissionItem({ mission, money }: { mission: Mission } & Format) {
  const { t } = useTranslation('promotions');
  const claim = useRewardClaim();
  const progress =
    mission.kind === 'signIn'
      ? t('reward.missions.progressDays', { progress: mission.progress, target: mission.target })
      : t('reward.missions.progressMoney', {
          progress: money(mission.progress),
          target: money(mission.target),
        });
  return (
    <li className="reward-list__item">
      <div className="reward-list__main">
        <strong>{mission.title}</strong>
        <progress
          max={mission.target}
          value={mission.progress}
          aria-label={t('reward.missions.progressLabel', { title: mission.title })}
          aria-valuetext={`${percentOf(mission.progress, mission.target)}%`}
        />
        <span className="reward-list__meta">
          {progress} · {t('reward.missions.reward', { amount: money(mission.reward) })}
        </span>
      </div>
      <div className="reward-list__side">
        {mission.status === 'claim' && claim.phase !== 'claimed' ? (
          <button
            type="button"
            className="button"
            disabled={claim.busy}
            aria-busy={claim.busy}
            aria-label={`${t('reward.missions.claim')}: ${mission.title}`}
            onClick={() => claim.claim({ kind: 'mission', missionId: mission.id })}
          >
            {claim.busy ? t('reward.missions.claiming') : t('reward.missions.claim')}
          </button>
        ) : (
          <StatusLabel status={claim.phase === 'claimed' ? 'claimed' : mission.status} />
        )}
      </div>
      <MoneyFailure {...claim.failureProps} />
      <p role="status" className="reward-list__done">
        {claim.phase === 'claimed' && claim.result
          ? t('reward.missions.claimed', { amount: money(claim.result.amount), title: mission.title })
          : ''}
      </p>
    </li>
  );
}

/** The request is the raffle's id. */
const raffleJoinLogic = createSubmitMachine<string, null>('raffleJoin').provide({
  actors: { send: fromPromise(({ input }) => joinRaffle(input.request)) },
});

/** SPEC 7.7: raffles to join before the draw, and a won prize to claim (a money call). */
export function RaffleList({
  raffles,
  money,
  time,
  onJoined,
}: { raffles: Raffle[]; time: (iso: string) => string; onJoined: () => void } & Format) {
  return (
    <ul className="reward-list">
      {raffles.map((raffle) => (
        <RaffleItem key={raffle.id} raffle={raffle} money={money} time={time} onJoined={onJoined} />
      ))}
    </ul>
  );
}

function RaffleItem({
  raffle,
  money,
  time,
  onJoined,
}: { raffle: Raffle; time: (iso: string) => string; onJoined: () => void } & Format) {
  const { t } = useTranslation('promotions');
  const claim = useRewardClaim();
  const join = useActorRef(raffleJoinLogic.provide({ actions: { succeeded: onJoined } }), { inspect });
  const joining = useSelector(join, (s) => s.matches('submitting'));
  const joined = useSelector(join, (s) => s.matches('succeeded'));
  const joinFailure = useSelector(join, (s) => s.context.failure);
  const claimed = claim.phase === 'claimed';
  const status = claimed ? 'claimed' : raffle.status;
  return (
    <li className="reward-list__item">
      <div className="reward-list__main">
        <strong>{raffle.title}</strong>
        <span className="reward-list__meta">
          {t('reward.raffles.prize', { amount: money(raffle.prize) })} ·{' '}
          {t('reward.raffles.draw', { time: time(raffle.drawAt) })}
        </span>
      </div>
      <div className="reward-list__side">
        {status === 'claim' ? (
          <button
            type="button"
            className="button"
            disabled={claim.busy}
            aria-label={`${t('reward.raffles.claim')}: ${raffle.title}`}
            onClick={() => claim.claim({ kind: 'raffle', raffleId: raffle.id })}
          >
            {claim.busy ? t('working') : t('reward.raffles.claim')}
          </button>
        ) : status === 'join' && !joined ? (
          <button
            type="button"
            className="button"
            disabled={joining}
            aria-label={`${t('reward.raffles.join')}: ${raffle.title}`}
            onClick={() => !joining && join.send({ type: 'form.submit', request: raffle.id })}
          >
            {joining ? t('working') : t('reward.raffles.join')}
          </button>
        ) : (
          <StatusLabel status={joined && status === 'join' ? 'joined' : status} />
        )}
      </div>
      <MoneyFailure {...claim.failureProps} failure={claim.failure ?? joinFailure} />
      <p role="status" className="reward-list__done">
        {claimed && claim.result
          ? t('reward.raffles.claimed', { amount: money(claim.result.amount), title: raffle.title })
          : joined
            ? t('reward.raffles.joined', { title: raffle.title })
            : ''}
      </p>
    </li>
  );
}

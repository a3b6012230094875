import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { fromCall } from '../../app/providers/from-call';
import { emitBalanceChanged } from '../../api/balance-events';
import type { DemoRoundValue } from '../../api/contracts/launch';
import { DEMO_STAKE_REFUSED } from '../../api/contracts/launch';
import type { BalanceValue } from '../../api/contracts/member';
import { ApiError } from '../../api/errors';
import { playDemoRound } from '../../api/launch';
import { fetchBalance } from '../../api/session';
import { ErrorState, Loading } from '../../components/page-state';
import { currentLanguage } from '../../i18n';
import { formatAmount } from '../../lib/format';
import type { DemoGameHost } from '../../lib/game-launch';

/** The scheme of mock mode's launch URLs (mocks/world/launch.ts answers them). */
const SCHEME = 'mock-demo:';
const stakes = [10, 50, 100] as const;
/** A free trial plays with chips, not the member's money. */
const TRIAL_CHIPS = 1_000;

const balanceMachine = createLoaderMachine<BalanceValue>('demoBalance').provide({
  actors: { load: fromCall(() => fetchBalance()) },
});

function modeOf(url: string): 'play' | 'trial' {
  const query = url.slice(url.indexOf('?') + 1);
  return new URLSearchParams(query).get('mode') === 'trial' ? 'trial' : 'play';
}

/**
 * Mock mode only (registered by the mock boot, never in the real build): the small playable game a
 * launch opens. High or low on a die, a win pays twice the stake; the mock world draws the die and,
 * for a real launch, moves the member's balance, so the header's balance follows (issue 4: demos
 * show a full loop). A free trial plays with chips.
 */
function MockDemoGame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('launch');
  const mode = modeOf(url);
  const headingId = useId();
  const lang = currentLanguage();
  const balance = useActorRef(balanceMachine, { input: { language: lang } });
  const loaded = useSelector(balance, (s) => s.context.data);
  const loadFailure = useSelector(balance, (s) => (s.matches('failed') ? s.context.failure : null));
  const [stake, setStake] = useState<number>(stakes[0]);
  const [chips, setChips] = useState(TRIAL_CHIPS);
  const [after, setAfter] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<(DemoRoundValue & { stake: number }) | null>(null);
  const [refusal, setRefusal] = useState<'stake' | 'failed' | null>(null);

  const shown = mode === 'trial' ? chips : (after ?? loaded?.balance ?? null);
  const symbol = mode === 'trial' ? '' : `${loaded?.currencySymbol ?? ''} `;

  async function play(pick: 'high' | 'low') {
    setBusy(true);
    setRefusal(null);
    try {
      const round = await playDemoRound({ stake, pick, mode, game: title });
      setLast({ ...round, stake });
      if (mode === 'trial') setChips((c) => c - stake + round.payout);
      else if (round.balance !== null) {
        setAfter(round.balance);
        emitBalanceChanged();
      }
    } catch (error) {
      setRefusal(error instanceof ApiError && error.code === DEMO_STAKE_REFUSED ? 'stake' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  if (mode === 'play' && loadFailure) {
    return <ErrorState failure={loadFailure} onRetry={() => balance.send({ type: 'load.retry' })} />;
  }
  if (shown === null) return <Loading />;
  return (
    <section className="launch-message mock-demo" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('demo.title')}</h2>
      <p>{t('demo.info')}</p>
      <p>
        <strong>{t(mode === 'trial' ? 'demo.chips' : 'demo.balance')}: </strong>
        {symbol}
        {formatAmount(shown, lang)}
      </p>
      <fieldset className="mock-demo__stakes">
        <legend>{t('demo.stake')}</legend>
        {stakes.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${headingId}-stake`}
              value={value}
              checked={stake === value}
              onChange={() => setStake(value)}
            />{' '}
            {formatAmount(value, lang)}
          </label>
        ))}
      </fieldset>
      <div className="page__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void play('high')}>
          {t('demo.high')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void play('low')}>
          {t('demo.low')}
        </button>
      </div>
      {/* One announcement per round: the result is what changed. */}
      <p role="status">
        {last &&
          t(last.won ? 'demo.won' : 'demo.lost', {
            roll: last.roll,
            amount: formatAmount(last.won ? last.payout - last.stake : last.stake, lang),
          })}
      </p>
      {refusal && (
        <p role="alert" className="form-error">
          {t(refusal === 'stake' ? 'demo.stakeRefused' : 'demo.failed')}
        </p>
      )}
    </section>
  );
}

export const mockDemoGameHost: DemoGameHost = {
  recognises: (url) => url.startsWith(SCHEME),
  Component: MockDemoGame,
};

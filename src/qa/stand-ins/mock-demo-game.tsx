import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vendorGamesMachine } from '../../../machines/game-launch.machine';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { fromCall } from '../../api/from-call';
import { DEMO_STAKE_REFUSED, type DemoRoundValue } from '../../api/contracts/launch-details';
import type { BalanceValue } from '../../api/contracts/member';
import { ApiError } from '../../api/errors';
import { fetchVendorGames, playDemoRound } from '../../api/launch';
import { fetchBalance } from '../../api/session';
import { EmptyState, ErrorState, Loading } from '../../components/page-state';
import { ResourceView } from '../../components/resource-view';
import { currentLanguage } from '../../i18n';
import { formatAmount } from '../../lib/format';
import type { DemoGameHost } from '../../browser/demo-game-host';
import { GameCard } from '../../kits/games/game-card';
import { inspect } from '../../lib/actor-inspection';
import './mock-demo-game.css';
import { emitAppEvent } from '../../browser/app-events';

/** The scheme of mock mode's launch URLs (mocks/world/launch.ts answers them). */
const SCHEME = 'mock-demo:';
const stakes = [10, 50, 100] as const;
/** A free trial plays with chips, not the member's money. */
const TRIAL_CHIPS = 1_000;

const balanceMachine = createLoaderMachine<BalanceValue>('demoBalance').provide({
  actors: { load: fromCall(() => fetchBalance()) },
});

const queryOf = (url: string) => new URLSearchParams(url.slice(url.indexOf('?') + 1));
const modeOf = (url: string): 'play' | 'trial' => (queryOf(url).get('mode') === 'trial' ? 'trial' : 'play');

const lobbyLogic = vendorGamesMachine.provide({
  actors: { loadPage: fromCall((input, signal) => fetchVendorGames(input, signal)) },
});

/**
 * Mock mode's stand-in for a lottery's own lobby (SPEC 7.5 lottoView lobby): the lottery's games,
 * each opening its betting view (/lottery with its gameCode, SPEC 4.9) as the real lobby would.
 */
function MockLotteryLobby({ vendor }: { vendor: string }) {
  const { t } = useTranslation('launch');
  const headingId = useId();
  const actor = useActorRef(lobbyLogic, {
    input: { vendor, gameType: 'ELOTT', language: currentLanguage() },
    inspect,
  });
  const games = useSelector(actor, (s) => s.context.games);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  return (
    <section className="launch-message" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('demo.lobbyTitle')}</h2>
      <p>{t('demo.lobbyInfo')}</p>
      {loading && <Loading />}
      {failure && <ErrorState failure={failure} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {!loading && !failure && games.length === 0 && <EmptyState>{t('vendorList.empty')}</EmptyState>}
      {games.length > 0 && (
        <ul className="launch-grid" aria-label={t('demo.lobbyGames')}>
          {games.map((game) => (
            <li key={game.nodeId}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What a mock launch URL opens: a lottery's lobby, or the demo game (a game, a lottery's betting view). */
function MockDemoHost({ url, title }: { url: string; title: string }) {
  const query = queryOf(url);
  if (
    url.startsWith(`${SCHEME}lottery`) &&
    query.get('view') === 'lobby' &&
    query.get('vendor') !== 'TCG_SEA'
  ) {
    return <MockLotteryLobby vendor={query.get('vendor') ?? 'TCG_LOTTO_VN'} />;
  }
  return <MockDemoGame url={url} title={title} />;
}

/**
 * Mock mode only (registered by the mock boot, never in the real build): the small playable game a
 * launch opens. High or low on a die, a win pays twice the stake; the mock world draws the die and,
 * for a real launch, moves the member's balance, so the header's balance follows and a demo shows
 * a full loop. A free trial plays with chips.
 */
function MockDemoGame({ url, title }: { url: string; title: string }) {
  const game = gameOf(url, title);
  return modeOf(url) === 'trial' ? (
    <DemoTable mode="trial" start={TRIAL_CHIPS} symbol="" game={game} />
  ) : (
    <PlayDemo game={game} />
  );
}

/** The launched game as the demo plays it: its title, what the round records, and its look. */
interface DemoGame {
  title: string;
  vendor: string | undefined;
  gameType: string | undefined;
  /** A slot spins reels; every other kind plays high or low. */
  slot: boolean;
}

const gameOf = (url: string, title: string): DemoGame => {
  const query = queryOf(url);
  return {
    title,
    vendor: query.get('vendor') ?? undefined,
    gameType: query.get('gameType') ?? undefined,
    slot: query.get('theme') === 'slot',
  };
};

/** The reels' symbols, by the die: a win shows three alike, a loss three different. */
const reelSymbols = ['7', '★', '♦', '♥', '♣', 'BAR'] as const;
const reelsOf = (roll: number, won: boolean): string[] =>
  won
    ? [0, 0, 0].map(() => reelSymbols[roll - 1]!)
    : [0, 2, 4].map((step) => reelSymbols[(roll - 1 + step) % 6]!);
const firstReels = ['7', '★', '♦'];

/** A real launch plays with the member's balance: loaded first (a visitor never gets here). */
function PlayDemo({ game }: { game: DemoGame }) {
  const balance = useActorRef(balanceMachine, { input: { language: currentLanguage() }, inspect });
  const loaded = useSelector(balance, (s) => s.context.data);
  const failure = useSelector(balance, (s) => (s.matches('failed') ? s.context.failure : null));
  return (
    <ResourceView data={loaded} failure={failure} onRetry={() => balance.send({ type: 'load.retry' })}>
      {(value) => <DemoTable mode="play" start={value.balance} symbol={value.currencySymbol} game={game} />}
    </ResourceView>
  );
}

function DemoTable({
  mode,
  start,
  symbol,
  game,
}: {
  mode: 'play' | 'trial';
  start: number;
  symbol: string;
  game: DemoGame;
}) {
  const { t } = useTranslation('launch');
  const headingId = useId();
  const lang = currentLanguage();
  const [stake, setStake] = useState<number>(stakes[0]);
  const [shown, setShown] = useState(start);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<(DemoRoundValue & { stake: number }) | null>(null);
  const [refusal, setRefusal] = useState<'stake' | 'failed' | null>(null);

  async function play(pick: 'high' | 'low') {
    setBusy(true);
    setRefusal(null);
    try {
      const round = await playDemoRound({
        stake,
        pick,
        mode,
        game: game.title,
        vendor: game.vendor,
        gameType: game.gameType,
      });
      setLast({ ...round, stake });
      if (round.balance === null) setShown((chips) => chips - stake + round.payout);
      else {
        setShown(round.balance);
        emitAppEvent('balanceChanged');
      }
    } catch (error) {
      setRefusal(error instanceof ApiError && error.code === DEMO_STAKE_REFUSED ? 'stake' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="launch-message mock-demo" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(game.slot ? 'demo.slotTitle' : 'demo.title', { name: game.title })}</h2>
      <p>{t(game.slot ? 'demo.slotInfo' : 'demo.info')}</p>
      {game.slot && <Reels symbols={last ? reelsOf(last.roll, last.won) : firstReels} />}
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
        {game.slot ? (
          // A spin is a round on the high side: the die decides, the reels show it.
          <button type="button" className="button" disabled={busy} onClick={() => void play('high')}>
            {t('demo.spin')}
          </button>
        ) : (
          <>
            <button type="button" className="button" disabled={busy} onClick={() => void play('high')}>
              {t('demo.high')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void play('low')}>
              {t('demo.low')}
            </button>
          </>
        )}
      </div>
      {/* One announcement per round: the result is what changed. */}
      <p role="status">{last && <RoundResult round={last} slot={game.slot} />}</p>
      {refusal && (
        <p role="alert" className="form-error">
          {t(refusal === 'stake' ? 'demo.stakeRefused' : 'demo.failed')}
        </p>
      )}
    </section>
  );
}

function RoundResult({ round, slot }: { round: DemoRoundValue & { stake: number }; slot: boolean }) {
  const { t } = useTranslation('launch');
  const amount = formatAmount(round.won ? round.payout - round.stake : round.stake, currentLanguage());
  if (slot) {
    const symbols = reelsOf(round.roll, round.won).join(' ');
    return t(round.won ? 'demo.slotWon' : 'demo.slotLost', { symbols, amount });
  }
  return t(round.won ? 'demo.won' : 'demo.lost', { roll: round.roll, amount });
}

/** The three reels of the demo slot; the status line says the same in words after each spin. */
function Reels({ symbols }: { symbols: string[] }) {
  const { t } = useTranslation('launch');
  return (
    <div className="mock-demo__reels" role="img" aria-label={t('demo.reels', { symbols: symbols.join(' ') })}>
      {symbols.map((symbol, i) => (
        <span key={i} className="mock-demo__reel">
          {symbol}
        </span>
      ))}
    </div>
  );
}

export const mockDemoGameHost: DemoGameHost = {
  recognises: (url) => url.startsWith(SCHEME),
  Component: MockDemoHost,
};

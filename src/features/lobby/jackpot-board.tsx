import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { jackpotTickerMachine } from '../../../machines/jackpot-ticker.machine';
import type { WinnerEntry } from '../../api/contracts/games';
import { LoadedView, noItems } from '../../components/resource-view';
import { FallbackImage } from '../../components/fallback-image';
import defaultImage from '../../kits/games/game-default.svg';
import { fromI18nCode } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../browser/use-media-query';
import { useInView, useOnScreen, usePageVisible } from '../../browser/use-on-screen';
import { useWinners } from './home-data';
import { inspect } from '../../lib/actor-inspection';

/** SPEC 9: the top 3 are shown largest, the list scrolls from rank 4. */
const PODIUM = 3; // SPEC 9 winner-board-display
/** SPEC 9 scroll step 0.5 (px a frame): 30 px a second at 60 frames. */
const SCROLL_PX_PER_SECOND = 0.5 * 60;
/** The height of one row of the scrolling list (lobby.css `.winners__row`). */
const ROW_PX = 56;

/**
 * SPEC 2.2 second home section: the jackpot ticker (SPEC 9) beside the winner board. One pause
 * button holds both (WCAG 2.2.2: they change on their own). The ticker changes every few seconds
 * and is not announced; the board scrolls as a CSS animation. Neither changes anything
 * while off screen or in a hidden tab. Reduced motion stops the board's scrolling (its rows are
 * then a plain list, all in view: lobby.css) but not the ticker: a figure that changes is a value,
 * not motion (nothing slides or blinks), so it keeps SPEC 9's steps where the player can see it.
 */
export function JackpotBoard({ language }: { language: string }) {
  const { t } = useTranslation('lobby');
  const ticker = useActorRef(jackpotTickerMachine, { input: {}, inspect });
  const paused = useSelector(ticker, (s) => s.matches('paused'));
  const figureBox = useRef<HTMLDivElement>(null);
  const inView = useInView(figureBox);
  const pageVisible = usePageVisible();
  // What the player can see, as it changes (transitions only): the ticker holds with no timer.
  useEffect(() => {
    ticker.send({ type: inView ? 'ticker.release' : 'ticker.hold', source: 'offscreen' });
  }, [ticker, inView]);
  useEffect(() => {
    ticker.send({ type: pageVisible ? 'ticker.release' : 'ticker.hold', source: 'hidden' });
  }, [ticker, pageVisible]);
  return (
    <div className={`jackpot-board ${paused ? 'jackpot-board--paused' : ''}`}>
      <div className="jackpot" ref={figureBox}>
        <p className="jackpot__figure">
          <span className="jackpot__label">{t('jackpot.label')}</span>{' '}
          <JackpotAmount ticker={ticker} language={language} />
        </p>
        <button
          type="button"
          className="jackpot__toggle"
          aria-pressed={paused}
          onClick={() => ticker.send({ type: paused ? 'ticker.resume' : 'ticker.pause' })}
        >
          {t('jackpot.pause')}
        </button>
      </div>
      <WinnerBoard key={language} language={language} />
    </div>
  );
}

/** The figure alone renders at each step, not the board around it. */
function JackpotAmount({
  ticker,
  language,
}: {
  ticker: ActorRefFrom<typeof jackpotTickerMachine>;
  language: string;
}) {
  const cents = useSelector(ticker, (s) => s.context.cents);
  return <span className="jackpot__amount">{formatMoney(cents / 100, fromI18nCode(language))}</span>;
}

function WinnerBoard({ language }: { language: string }) {
  const { t } = useTranslation('lobby');
  const box = useRef<HTMLElement>(null);
  // lobby.css pauses the scrolling list while the board is off screen or the tab hidden.
  const onScreen = useOnScreen(box);
  // The list's second copy only makes the scrolling loop seamless: built the first time the board
  // scrolls where the player sees it, never for reduced motion (a plain list), and then kept, so
  // the loop does not jump (the copy is a seventh of the home page's elements).
  const still = useMediaQuery(REDUCED_MOTION_QUERY);
  const [looped, setLooped] = useState(false);
  if (onScreen && !still && !looped) setLooped(true);
  const winnersLoad = useWinners(language);
  const lang = fromI18nCode(language);
  return (
    <section className="winners" aria-labelledby="winners-title" ref={box} data-on-screen={onScreen}>
      <h3 id="winners-title">{t('winners.title')}</h3>
      <LoadedView loaded={winnersLoad} keepData isEmpty={noItems} empty={t('winners.empty')}>
        {(winners) => {
          const podium = winners.slice(0, PODIUM);
          const rest = winners.slice(PODIUM);
          const amount = (w: WinnerEntry) => formatMoney(w.winAmount, lang);
          const rows = (hidden: boolean) => (
            <ol
              className="winners__list"
              start={PODIUM + 1}
              aria-label={hidden ? undefined : t('winners.more')}
              aria-hidden={hidden || undefined}
            >
              {rest.map((w, i) => (
                <li key={i} className="winners__row">
                  <span className="winners__rank">{PODIUM + 1 + i}</span>
                  <FallbackImage
                    src={w.iconUrl}
                    fallback={defaultImage}
                    width={40}
                    height={24}
                    loading="lazy"
                  />
                  {/* Name over game, placed by the row's grid: no wrapper per row, so the DOM stays small. */}
                  <span className="winners__name">{w.customerName}</span>
                  <span className="winners__game">{w.gameName}</span>
                  <span className="winners__amount">{amount(w)}</span>
                </li>
              ))}
            </ol>
          );
          const style = {
            '--winners-duration': `${(rest.length * ROW_PX) / SCROLL_PX_PER_SECOND}s`,
          } as CSSProperties;
          return (
            <>
              <ol className="winners__podium">
                {podium.map((w, i) => (
                  <li key={i} className={`winners__top winners__top--${i + 1}`}>
                    <span className="winners__medal">{t('winners.rank', { rank: i + 1 })}</span>
                    <FallbackImage
                      src={w.iconUrl}
                      fallback={defaultImage}
                      width={80}
                      height={48}
                      loading="lazy"
                    />
                    <span className="winners__name">{w.customerName}</span>
                    <span className="winners__game">{w.gameName}</span>
                    <span className="winners__amount winners__amount--top">{amount(w)}</span>
                  </li>
                ))}
              </ol>
              {rest.length > 0 && (
                <div className="winners__viewport">
                  <div className="winners__track" style={style}>
                    {rows(false)}
                    {looped && rows(true)}
                  </div>
                </div>
              )}
            </>
          );
        }}
      </LoadedView>
    </section>
  );
}

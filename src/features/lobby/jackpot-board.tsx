import { useActorRef, useSelector } from '@xstate/react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { jackpotTickerMachine } from '../../../machines/jackpot-ticker.machine';
import type { WinnerEntry } from '../../api/contracts/games';
import { EmptyState, ErrorState, Loading } from '../../components/page-state';
import { fromI18nCode } from '../../i18n';
import { formatAmount } from '../../lib/format';
import { useWinners } from './home-data';

/** SPEC 9: the top 3 are shown largest, the list scrolls from rank 4. */
const PODIUM = 3;
/** SPEC 9 scroll step 0.5 (px a frame): 30 px a second at 60 frames. */
const SCROLL_PX_PER_SECOND = 0.5 * 60;
/** The height of one row of the scrolling list (lobby.css `.winners__row`). */
const ROW_PX = 56;

/**
 * SPEC 2.2 second home section: the jackpot ticker (SPEC 9) beside the winner board. One pause
 * button holds both (WCAG 2.2.2: they change on their own). The ticker changes every few seconds
 * and is not announced; the board scrolls as a CSS animation, still under reduced motion.
 */
export function JackpotBoard({ language }: { language: string }) {
  const { t } = useTranslation('lobby');
  const ticker = useActorRef(jackpotTickerMachine, { input: {} });
  const cents = useSelector(ticker, (s) => s.context.cents);
  const paused = useSelector(ticker, (s) => s.matches('paused'));
  const lang = fromI18nCode(language);
  return (
    <div className={`jackpot-board ${paused ? 'jackpot-board--paused' : ''}`}>
      <div className="jackpot">
        <p className="jackpot__figure">
          <span className="jackpot__label">{t('jackpot.label')}</span>{' '}
          <span className="jackpot__amount">{formatAmount(cents / 100, lang)}</span>
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

function WinnerBoard({ language }: { language: string }) {
  const { t } = useTranslation('lobby');
  const { data, failure, retry } = useWinners(language);
  const lang = fromI18nCode(language);
  let body;
  if (failure && !data) body = <ErrorState failure={failure} onRetry={retry} />;
  else if (!data) body = <Loading />;
  else if (data.length === 0) body = <EmptyState>{t('winners.empty')}</EmptyState>;
  else {
    const podium = data.slice(0, PODIUM);
    const rest = data.slice(PODIUM);
    const amount = (w: WinnerEntry) => formatAmount(w.winAmount, lang);
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
            <img src={w.iconUrl ?? undefined} alt="" width={40} height={24} loading="lazy" />
            <span className="winners__who">
              <span className="winners__name">{w.customerName}</span>
              <span className="winners__game">{w.gameName}</span>
            </span>
            <span className="winners__amount">{amount(w)}</span>
          </li>
        ))}
      </ol>
    );
    const style = {
      '--winners-duration': `${(rest.length * ROW_PX) / SCROLL_PX_PER_SECOND}s`,
    } as CSSProperties;
    body = (
      <>
        <ol className="winners__podium">
          {podium.map((w, i) => (
            <li key={i} className={`winners__top winners__top--${i + 1}`}>
              <span className="winners__medal">{t('winners.rank', { rank: i + 1 })}</span>
              <img src={w.iconUrl ?? undefined} alt="" width={80} height={48} loading="lazy" />
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
              {rows(true)}
            </div>
          </div>
        )}
      </>
    );
  }
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h3 id="winners-title">{t('winners.title')}</h3>
      {body}
    </section>
  );
}

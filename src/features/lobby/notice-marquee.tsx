import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupActions } from '../../app/providers/popups';
import { useOnScreen } from '../../browser/use-on-screen';
import type { HomeAnnouncements } from './home-data';

/** SPEC 1 notice marquee speed: not shown; about 60 px a second reads comfortably. */
const PIXELS_PER_SECOND = 60;
/** A rough width of one character, to give the scroll a duration without measuring the text. */
const CHARACTER_PX = 8;

/**
 * SPEC 1 notice marquee: the player notices scroll by. The player can pause it (WCAG 2.2.2), it
 * holds under the pointer or the focus, and with reduced motion it is a still row (lobby.css,
 * following the preference as it changes) of the row's height, so nothing below moves when the
 * notices arrive; "All notices" shows them all. Off screen or in a hidden tab it stands still too
 * (`data-on-screen`, set on changes only; the scroll itself is a CSS animation, no render). The
 * moving copy is one list; the second copy that makes the loop seamless is hidden from assistive
 * technology. Nothing is announced as it moves. Clicking the scrolling notices, or the "All notices"
 * button (the keyboard's way), opens the notice modal with the same notices and their dates (SPEC 2.4).
 */
export function NoticeMarquee({ notices }: { notices: HomeAnnouncements['notices'] }) {
  const { t } = useTranslation('lobby');
  // The announcements catalogue arrives on its own: the marquee does not wait for it (the button does).
  const catalogue = useTranslation('announcements', { useSuspense: false });
  const popups = usePopupActions();
  const [paused, setPaused] = useState(false);
  const box = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(box);
  const characters = notices.reduce((sum, n) => sum + n.title.length + 8, 0);
  const seconds = Math.max(10, Math.round((characters * CHARACTER_PX) / PIXELS_PER_SECOND));
  const list = (hidden: boolean) => (
    <ul className="marquee__list" aria-hidden={hidden || undefined}>
      {notices.map((notice) => (
        <li key={notice.id} className="marquee__item">
          {notice.title}
        </li>
      ))}
    </ul>
  );
  return (
    <section className="marquee" aria-label={t('notices.label')} ref={box} data-on-screen={onScreen}>
      <svg
        className="marquee__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
      </svg>
      {/* A pointer shortcut to the button below, which is the keyboard's and assistive technology's way. */}
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="marquee__viewport" onClick={() => popups.show('notice')}>
        <div
          className={`marquee__track ${paused ? 'marquee__track--paused' : ''}`}
          style={{ animationDuration: `${seconds}s` }}
        >
          {list(false)}
          {list(true)}
        </div>
      </div>
      <button
        type="button"
        className="marquee__toggle marquee__pause"
        aria-pressed={paused}
        onClick={() => setPaused((p) => !p)}
      >
        {t('notices.pause')}
      </button>
      {catalogue.ready && (
        <button type="button" className="marquee__toggle" onClick={() => popups.show('notice')}>
          {catalogue.t('announcements:notices.all')}
        </button>
      )}
    </section>
  );
}

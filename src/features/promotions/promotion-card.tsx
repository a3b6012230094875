import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { createSubmitMachine } from '../../../machines/submit.machine';
import type { Promotion } from '../../api/contracts/promotions';
import { joinPromotion } from '../../api/promotions';
import { usePopupActions } from '../../app/providers/popups';
import { Modal } from '../../components/modal';
import { MoneyFailure } from '../../components/money-failure';
import { currentLanguage } from '../../i18n';
import { actionOf, gateOf, imagesInSequence, type Actor } from '../../lib/promotion-rules';
import { sanitizeHtml } from '../../browser/sanitize';
import { useRewardClaim } from './use-reward-claim';
import { inspect } from '../../lib/actor-inspection';

/** The request is the promotion's id. */
const joinLogic = createSubmitMachine<string, Promotion>('promotionJoin').provide({
  actors: {
    send: fromPromise(({ input }) => joinPromotion(input.request, currentLanguage())),
  },
});

interface CardProps {
  promotion: Promotion;
  actor: Actor;
  money: (amount: number) => string;
  time: (iso: string) => string;
  /** After a join or an application: the list is loaded again for the new status. */
  onChanged: () => void;
  /** A card at the top of the list fetches its first picture at once and first. */
  priority?: boolean;
}

/**
 * One promotion (SPEC 3, 3.2): its pictures in `sequence` order, title, period, status (SPEC 4.11),
 * a details popup with the sanitised HTML, and the action its status allows. A visitor gets the
 * login popup, a trial account the real-account warning (SPEC 6).
 */
export function PromotionCard({ promotion, actor, money, time, onChanged, priority = false }: CardProps) {
  const { t } = useTranslation('promotions');
  const titleId = useId();
  const [details, setDetails] = useState(false);
  const [sent, setSent] = useState<'join' | 'apply'>('join');
  const popups = usePopupActions();
  const join = useActorRef(joinLogic.provide({ actions: { succeeded: onChanged } }), { inspect });
  const joining = useSelector(join, (s) => s.matches('submitting'));
  const joined = useSelector(join, (s) => s.matches('succeeded'));
  const joinFailure = useSelector(join, (s) => s.context.failure);
  const claim = useRewardClaim();
  const action = actionOf(promotion.status);
  const busy = joining || claim.busy;

  function act() {
    if (!action || busy) return;
    const gate = gateOf(actor);
    if (gate) {
      popups.show(gate);
      return;
    }
    if (action === 'claim')
      claim.claim({ kind: 'promotion', promotionId: promotion.id, language: currentLanguage() });
    else {
      setSent(action);
      join.send({ type: 'form.submit', request: promotion.id });
    }
  }

  const done =
    claim.phase === 'claimed' && claim.result
      ? t('done.claim', { amount: money(claim.result.amount), title: promotion.title })
      : joined
        ? t(`done.${sent}`, { title: promotion.title })
        : '';
  const images = imagesInSequence(promotion.images);
  return (
    <article className="promo-card" aria-labelledby={titleId}>
      <div className="promo-card__images">
        {images.map((image, index) => (
          <img
            key={image.sequence}
            src={image.url}
            alt={t('imageAlt', { title: promotion.title, number: index + 1 })}
            width={320}
            height={120}
            loading={priority && index === 0 ? 'eager' : 'lazy'}
            fetchPriority={priority && index === 0 ? 'high' : 'auto'}
          />
        ))}
      </div>
      <div className="promo-card__body">
        <h2 id={titleId} className="promo-card__title">
          {promotion.title}
        </h2>
        <p className="promo-card__summary">{promotion.summary}</p>
        <dl className="promo-card__facts">
          <dt>{t('period')}</dt>
          <dd>{t('periodValue', { start: time(promotion.startAt), end: time(promotion.endAt) })}</dd>
          {promotion.bonus !== null && (
            <>
              <dt>{t('bonusLabel')}</dt>
              <dd>{money(promotion.bonus)}</dd>
            </>
          )}
          <dt>{t('statusLabel')}</dt>
          <dd>
            <span className={`promo-status promo-status--${promotion.status}`}>
              {t(`status.${promotion.status}`)}
            </span>
          </dd>
        </dl>
        <MoneyFailure {...claim.failureProps} failure={claim.failure ?? joinFailure} />
        <div className="promo-card__actions">
          <button type="button" className="button button--ghost" onClick={() => setDetails(true)}>
            {t('details')}
          </button>
          {action && (
            <button type="button" className="button" onClick={act} disabled={busy} aria-busy={busy}>
              {busy ? t('working') : t(`status.${action}`)}
            </button>
          )}
        </div>
        <p role="status" className="promo-card__done">
          {done}
        </p>
        {/* The back office decides an application shortly after; the member looks again. */}
        {promotion.status === 'applying' && (
          <p className="field__hint">
            {t('applyingHint')}{' '}
            <button type="button" className="link-button" onClick={onChanged}>
              {t('checkAgain')}
            </button>
          </p>
        )}
      </div>
      <Modal
        open={details}
        title={t('detailsTitle', { title: promotion.title })}
        onClose={() => setDetails(false)}
      >
        <div
          className="promo-details"
          // Server HTML (SPEC 2.4 promotions): only ever through the sanitiser.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(promotion.contentHtml) }}
        />
      </Modal>
    </article>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackMachine } from '../../../machines/feedback.machine';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_MIN_WORDS,
  feedbackTypes,
} from '../../api/contracts/support';
import { sendFeedback } from '../../api/support';
import { usePopupActions } from '../../app/providers/popups';
import { fromCall } from '../../api/from-call';
import { SessionContext } from '../../app/providers/session';
import { Modal } from '../../components/modal';
import { FormFailure } from '../../components/page-state';
import { contentCount, type FeedbackField, type FeedbackProblem } from '../../lib/feedback-form';
import { CaptchaField } from '../../components/captcha-field';
import { inspect } from '../../lib/actor-inspection';
import './support.css';

const logic = feedbackMachine.provide({
  actors: { sendFeedback: fromCall((request: Parameters<typeof sendFeedback>[0]) => sendFeedback(request)) },
});

/**
 * SPEC 2.4 feedbackModal: question type (SPEC 3.2 types 1, 2, 3, 4, 6, 0), a description of 20 to
 * 200 characters with its x/200 counter and of a configured number of words (SPEC 5.3), and the
 * captcha. Empty fields are named in one warning (SPEC 5.3, 8); a refused rule or send keeps
 * everything typed, and a refused send shows a fresh captcha.
 */
export default function FeedbackPopup() {
  const { t } = useTranslation('support');
  const popups = usePopupActions();
  const sender = SessionContext.useSelector((s) => s.context.member?.account ?? '');
  // A refused send loads a new captcha image (the field remounts).
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useActorRef(
    logic.provide({ actions: { captchaRefused: () => setCaptchaRound((n) => n + 1) } }),
    { input: { sender }, inspect },
  );
  const values = useSelector(form, (s) => s.context.values);
  const problem = useSelector(form, (s) => s.context.problem);
  const failure = useSelector(form, (s) => s.context.failure);
  const busy = useSelector(form, (s) => s.matches('submitting'));
  const sent = useSelector(form, (s) => s.matches('sent'));
  const typeId = useId();
  const contentId = useId();
  const change = (field: FeedbackField) => (value: string) =>
    form.send({ type: 'field.change', field, value });

  function submit(event: FormEvent) {
    event.preventDefault();
    form.send({ type: 'form.submit' });
  }

  const invalid = (field: FeedbackField) =>
    problem?.kind === 'empty' ? problem.fields.includes(field) : field === 'content' && problem !== null;

  return (
    <Modal open title={t('feedback.title')} onClose={popups.close} className="feedback-popup">
      {sent ? (
        <div className="form">
          <p role="status" className="form__success">
            {t('feedback.sent')}
          </p>
          <div className="form__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => form.send({ type: 'form.again' })}
            >
              {t('feedback.again')}
            </button>
            <button type="button" className="button" onClick={popups.close}>
              {t('common:actions.close')}
            </button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
          <FormFailure failure={failure} />
          <ProblemText problem={problem} />
          <div className="field">
            <span className="field__label">
              <label htmlFor={typeId}>{t('feedback.type')}</label>
              <span aria-hidden="true"> *</span>
            </span>
            <select
              id={typeId}
              value={values.type}
              onChange={(e) => change('type')(e.target.value)}
              required
              aria-invalid={invalid('type') || undefined}
            >
              <option value="">{t('feedback.choose')}</option>
              {feedbackTypes.map((type) => (
                <option key={type} value={String(type)}>
                  {t(`feedback.types.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <span className="field__label">
              <label htmlFor={contentId}>{t('feedback.content')}</label>
              <span aria-hidden="true"> *</span>
            </span>
            <textarea
              id={contentId}
              value={values.content}
              onChange={(e) => change('content')(e.target.value)}
              maxLength={FEEDBACK_MAX_LENGTH}
              rows={5}
              required
              aria-invalid={invalid('content') || undefined}
              aria-describedby={`${contentId}-count`}
            />
            <p id={`${contentId}-count`} className="field__hint feedback-popup__count">
              <span aria-hidden="true">{contentCount(values.content)}</span>
              <span className="visually-hidden">
                {t('feedback.count', {
                  count: values.content.length,
                  max: FEEDBACK_MAX_LENGTH,
                  min: FEEDBACK_MIN_LENGTH,
                })}
              </span>
            </p>
          </div>
          <CaptchaField key={captchaRound} value={values.captcha} onChange={change('captcha')} />
          <div className="form__actions">
            <button type="submit" className="button" disabled={busy}>
              {t('feedback.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/**
 * SPEC 5.3 / 8: one warning naming every empty field, followed by "is empty"; or the length rule;
 * or the words rule ("between {0} and {1} words").
 */
function ProblemText({ problem }: { problem: FeedbackProblem | null }) {
  const { t } = useTranslation('support');
  if (!problem) return null;
  const text =
    problem.kind === 'empty'
      ? t('feedback.empty', {
          fields: problem.fields.map((field) => t(`feedback.fields.${field}`)).join(', '),
        })
      : problem.kind === 'length'
        ? t('feedback.length', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH })
        : t('feedback.words', { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS });
  return (
    <p role="alert" className="form-error form-error--banner">
      {text}
    </p>
  );
}

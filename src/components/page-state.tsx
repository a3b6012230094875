import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { errorCodes } from '../api/contracts/call';
import { errorTextKey, type FailureInfo } from '../api/errors';
import { refusalKeys } from '../lib/refusal-keys';
import { ErrorHelp } from './error-help';

/** Loading, empty and error states: every screen has all three (DESIGN cross-cutting rules). */
export function Loading({ label }: { label?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="state state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('states.loading')}</span>
    </div>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return <p className="state state--empty">{children ?? t('states.empty')}</p>;
}

/**
 * A failure as the player reads it: a refusal whose code has a text of its own (SPEC 6, 8) in the
 * player's language (when that text's catalogue is loaded); else the server's own message (SPEC
 * 7.9); else the spec's text for the failure kind. Keys are namespaced, so any view's `t` works.
 */
export function failureText(t: (key: string) => string, failure: FailureInfo): string {
  const key =
    failure.code !== undefined && Object.hasOwn(refusalKeys, failure.code)
      ? refusalKeys[failure.code]
      : undefined;
  if (key && i18next.exists(key)) return t(key);
  if (failure.kind === 'rejected' && failure.serverMessage) return failure.serverMessage;
  return t(`common:${errorTextKey(failure.kind)}`);
}

/**
 * A form's failure banner, announced as an alert: a refusal the session names (`refusal`, an
 * `auth:refusal.*` code) or a failed call. Nothing when there is neither.
 */
export function FormFailure({ failure, refusal }: { failure: FailureInfo | null; refusal?: string | null }) {
  const { t } = useTranslation();
  if (!failure && !refusal) return null;
  return (
    <p role="alert" className="form-error form-error--banner">
      {refusal ? t(`auth:refusal.${refusal}`) : failure ? failureText(t, failure) : null}
    </p>
  );
}

/**
 * A failed load: what failed and a retry. A function the platform switched off also offers
 * customer service: retrying it will not help until the platform turns it back on.
 */
export function ErrorState({
  failure,
  onRetry,
}: {
  failure: FailureInfo;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const switchedOff = failure.code === errorCodes.functionNotAvailable;
  return (
    <div className="state state--error" role="alert">
      <p>{failureText(t, failure)}</p>
      {(onRetry ?? switchedOff) && (
        <div className="page__actions">
          {switchedOff && <ErrorHelp />}
          {onRetry && (
            <button type="button" className="button" onClick={onRetry}>
              {t('actions.retry')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

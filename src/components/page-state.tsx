import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextKey, type FailureInfo } from '../api/errors';

/** Loading, empty and error states: every screen has all three (DESIGN cross-cutting rules). */
export function Loading({ label }: { label?: string }) {
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

/** The server's own message when it sent one (SPEC 7.9), else the spec's text for the failure kind. */
export function failureText(t: (key: string) => string, failure: FailureInfo): string {
  return failure.kind === 'rejected' && failure.serverMessage
    ? failure.serverMessage
    : t(errorTextKey(failure.kind));
}

export function ErrorState({ failure, onRetry }: { failure: FailureInfo; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" role="alert">
      <p>{failureText(t, failure)}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      )}
    </div>
  );
}

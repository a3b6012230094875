import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PartModule<P> = { default: ComponentType<P> };

/** The loads that failed, each with a way to forget it; a retry forgets them all and asks again. */
const failedLoads = new Set<() => void>();

/** Forgets every failed load, so the parts that show them load afresh when they mount again. */
export function forgetFailedLoads(): void {
  for (const forget of [...failedLoads]) forget();
}

/**
 * A part of the page loaded on demand, as `React.lazy`, whose failed load can be asked again:
 * `React.lazy` keeps a rejected import for good, so after a failed chunk (a network blip, a deploy
 * that replaced it) a retry would fail without asking. Here a failed load is kept (the part is not
 * fetched again and again while it shows the failure) until a `LazyBoundary`'s Try again forgets
 * it; the part then renders a fresh `React.lazy`, which asks again. Render it in a `LazyBoundary`.
 */
export function lazyPart<P extends object>(load: () => Promise<PartModule<P>>): ComponentType<P> {
  const fresh = (): ComponentType<P> =>
    lazy(() =>
      load().catch((error: unknown) => {
        const forget = () => {
          failedLoads.delete(forget);
          Part = fresh();
        };
        failedLoads.add(forget);
        throw error;
      }),
    );
  let Part = fresh();
  function LazyPart(props: P) {
    return <Part {...props} />;
  }
  return LazyPart;
}

export interface LazyBoundaryProps {
  children: ReactNode;
  /** What shows while the part loads (default nothing). */
  fallback?: ReactNode;
  /**
   * For a part with no place of its own on the page (a popup, a layer over the page): its failure
   * shows over the page, where it is seen, instead of where the part is mounted.
   */
  floating?: boolean;
  /** Gives up on the part (closes the popup that could not open): a Close button beside Try again. */
  onDismiss?: () => void;
}

/**
 * A part that cannot load or crashes never takes the site with it. Its own small message
 * with Try again shows in its place, the rest of the page stays; Try again loads the part afresh.
 */
export function LazyBoundary({ children, fallback = null, floating = false, onDismiss }: LazyBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetFailedLoads();
    setAttempt(attempt + 1);
  };
  return (
    <PartBoundary
      key={attempt}
      failed={<PartFailed floating={floating} onRetry={retry} onDismiss={onDismiss} />}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </PartBoundary>
  );
}

class PartBoundary extends Component<{ children: ReactNode; failed: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

function PartFailed({
  floating,
  onRetry,
  onDismiss,
}: {
  floating: boolean;
  onRetry: () => void;
  onDismiss?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={`part-failed ${floating ? 'part-failed--floating' : ''}`} role="alert">
      <span>{t('states.partFailed')}</span>
      <button type="button" className="link-button" onClick={onRetry}>
        {t('actions.retry')}
      </button>
      {onDismiss && (
        <button type="button" className="link-button" onClick={onDismiss}>
          {t('actions.close')}
        </button>
      )}
    </div>
  );
}

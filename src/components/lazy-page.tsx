import { Component, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from './page-state';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A page loaded on demand inside a centre (member centre, agent centre): a loading state while its
 * chunk arrives, and a message with a retry, never a blank area, when the chunk fails to load or the
 * page crashes. `load` must forget a failed load, so the retry fetches it afresh.
 */
export function LazyPage<Id extends string>({ page, load }: { page: Id; load: (page: Id) => PageModule }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <PageBoundary key={`${page}:${attempt}`} onRetry={() => setAttempt(attempt + 1)}>
      <Suspense fallback={<Loading />}>
        <LoadedPage page={page} load={load} />
      </Suspense>
    </PageBoundary>
  );
}

/** The page's component, once its chunk is in (suspends until then). */
function LoadedPage<Id extends string>({ page, load }: { page: Id; load: (page: Id) => PageModule }) {
  const { default: Page } = use(load(page));
  return <Page />;
}

class PageBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed onRetry={this.props.onRetry} />;
  }
}

function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="state state--error" role="alert">
      <p>{t('states.pageFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}

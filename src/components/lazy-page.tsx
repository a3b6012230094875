import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from './page-state';

type PageModule = Promise<{ default: ComponentType }>;
type PageLoader<Id extends string> = (page: Id) => PageModule;

/**
 * Each centre's pages as `React.lazy` components, one per page id, made once: a page that failed to
 * load keeps its failure (shown with Try again) instead of being asked for again at every render,
 * which would fetch a missing chunk in a tight loop and never show the failure. Try again
 * forgets it, so the next render makes a fresh one that asks again.
 */
const lazyPages = new WeakMap<PageLoader<string>, Map<string, ComponentType>>();

function lazyPageOf<Id extends string>(load: PageLoader<Id>, page: Id): ComponentType {
  const key = load as PageLoader<string>;
  let pages = lazyPages.get(key);
  if (!pages) {
    pages = new Map();
    lazyPages.set(key, pages);
  }
  let Page = pages.get(page);
  if (!Page) {
    Page = lazy(() => load(page));
    pages.set(page, Page);
  }
  return Page;
}

function forgetPage<Id extends string>(load: PageLoader<Id>, page: Id): void {
  lazyPages.get(load as PageLoader<string>)?.delete(page);
}

/**
 * A page loaded on demand inside a centre (member centre, agent centre): a loading state while its
 * chunk arrives, and a message with a retry, never a blank area, when the chunk fails to load or the
 * page crashes. `load` must forget a failed load, so the retry fetches it afresh.
 */
export function LazyPage<Id extends string>({ page, load }: { page: Id; load: PageLoader<Id> }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <PageBoundary
      key={`${page}:${attempt}`}
      onRetry={() => {
        forgetPage(load, page);
        setAttempt(attempt + 1);
      }}
    >
      <Suspense fallback={<Loading />}>
        <LoadedPage page={page} load={load} />
      </Suspense>
    </PageBoundary>
  );
}

/** The page's component, once its chunk is in (suspends until then). */
function LoadedPage<Id extends string>({ page, load }: { page: Id; load: PageLoader<Id> }) {
  const Page = lazyPageOf(load, page);
  // Made once per page id and kept (lazyPageOf): the same component at every render.
  // oxlint-disable-next-line react/static-components
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

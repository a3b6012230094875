import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { TimeoutExpired } from '../lib/with-timeout';

const isChunkFailure = (error: unknown) =>
  error instanceof TimeoutExpired ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading/i.test(error.message));

/** What a route shows when it cannot: a chunk that failed or took too long, a missing page, a crash. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="page page--error" role="alert">
      <h1>{notFound ? t('errors.notFoundTitle') : t('errors.pageTitle')}</h1>
      <p>
        {notFound ? t('errors.notFound') : isChunkFailure(error) ? t('errors.chunkLoad') : t('errors.page')}
      </p>
      <div className="page__actions">
        {!notFound && (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </button>
        )}
        <Link to="/" className="button button--ghost">
          {t('actions.home')}
        </Link>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLoaderMachine } from '../../../machines/loader.machine';
import type { ArticleKind, ArticlePage } from '../../api/contracts/support';
import { fetchArticles } from '../../api/support';
import { fromCall } from '../../api/from-call';
import { PermissionContext } from '../../app/providers/site-data';
import { LoadedView } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { Pager } from '../../components/pager';
import { HtmlContent } from './html-content';

/** One page's loader: each page is its own small resource (the view mounts it keyed by page). */
const pageLoader = (kind: ArticleKind, page: number) =>
  createLoaderMachine<ArticlePage>(`articles-${kind}-${page}`).provide({
    actors: {
      load: fromCall(({ language }: { language: string }, signal) =>
        fetchArticles(kind, language, page, signal),
      ),
    },
  });

/** Blog or news (SPEC 2.5 labels): a page of articles, newest first, with the records' pager. */
export function ArticleList({ kind }: { kind: ArticleKind }) {
  const [page, setPage] = useState(1);
  return <ArticlePageView key={`${kind}-${page}`} kind={kind} page={page} onPage={setPage} />;
}

function ArticlePageView({
  kind,
  page,
  onPage,
}: {
  kind: ArticleKind;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('support');
  const [logic] = useState(() => pageLoader(kind, page));
  const articlesLoad = useLoader(logic);
  return (
    <LoadedView
      loaded={articlesLoad}
      keepData
      isEmpty={(articles) => articles.content.length === 0}
      empty={t('articles.empty')}
    >
      {(articles) => <Articles kind={kind} data={articles} onPage={onPage} />}
    </LoadedView>
  );
}

function Articles({
  kind,
  data,
  onPage,
}: {
  kind: ArticleKind;
  data: ArticlePage;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('support');
  const siteOffset = PermissionContext.useSelector((s) => s.context.data?.gmtOffsetMinutes ?? 0);
  const lang = currentLanguage();
  return (
    <>
      <ul className="help-articles" aria-label={t(`help.tabs.${kind}`)}>
        {data.content.map((article) => (
          <li key={article.id} className="help-article">
            <article aria-labelledby={`article-${article.id}`}>
              <h3 id={`article-${article.id}`}>{article.title}</h3>
              <time dateTime={article.publishedAt}>
                {formatDateTime(article.publishedAt, siteOffset, lang)}
              </time>
              <div className="help-html">
                <HtmlContent html={article.content} />
              </div>
            </article>
          </li>
        ))}
      </ul>
      <Pager page={data.pageNum} pages={data.totalPages} onPage={onPage} />
    </>
  );
}

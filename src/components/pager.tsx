import { useTranslation } from 'react-i18next';
import { pagerItems, type PagerItem } from '../lib/paging';
import './pager.css';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The page numbers and gaps to show; by default `pagerItems` (the announcements use margin 1, range 5). */
  items?: PagerItem[];
  /** The navigation's name for screen readers (default: "Pages"). */
  label?: string;
}

/**
 * Previous, the page numbers and next. The page on show is marked `aria-current="page"`; the ends
 * disable previous and next. Nothing to show for a single page.
 */
export function Pager({ page, pages, onPage, items, label }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label ?? t('pager.label')}>
      <button
        type="button"
        className="button button--ghost pager__step"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <ul className="pager__pages">
        {(items ?? pagerItems(page, pages)).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pager__page"
                aria-label={t('pager.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="button button--ghost pager__step"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}

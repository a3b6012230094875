import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  entriesFor,
  entriesOnPage,
  keyEntries,
  pageCountOf,
  type AnnouncementEntry,
} from '../../../../machines/announcements.machine';
import { createLoaderMachine, type LoaderInput } from '../../../../machines/loader.machine';
import { fetchPopupAnnouncements } from '../../../api/content';
import { fromCall } from '../../../api/from-call';
import { noItems, ResourceView } from '../../../components/resource-view';
import { Pager } from '../../../components/pager';
import { useLoader } from '../../../components/use-loader';
import { ANNOUNCEMENT_PAGER, pagerRange } from '../../../lib/pager-range';
import { AnnouncementItem } from '../../../components/announcement-item';

const announcementsMachine = createLoaderMachine<AnnouncementEntry[]>('agentAnnouncements').provide({
  actors: {
    // The logged-in audience's entries (SPEC 4.7 execution A), in the page's language.
    load: fromCall(({ language }: LoaderInput) =>
      fetchPopupAnnouncements(language).then(({ popup }) => entriesFor(keyEntries(popup), 'member', false)),
    ),
  },
});

/**
 * SPEC 2.6 agentAnnouncement: the platform's announcements for logged-in members, nine a page with
 * the announcement pager (SPEC 9: margin 1, range 5); a title expands its cleaned content. Unlike
 * the popup, this page stays: an agent can come back to an announcement at any time.
 */
export default function AgentAnnouncementPage() {
  const { t } = useTranslation('agent');
  const { data, failure, retry } = useLoader(announcementsMachine);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string[]>([]);
  return (
    <ResourceView
      data={data}
      failure={failure}
      onRetry={retry}
      isEmpty={noItems}
      empty={t('announcements.empty')}
    >
      {(entries) => {
        const pages = pageCountOf(entries.length);
        const current = Math.min(page, pages);
        return (
          <div className="agent-announcements announcements">
            <ul className="announcements__list">
              {entriesOnPage(entries, current).map((entry) => (
                <AnnouncementItem
                  key={entry.id}
                  entry={entry}
                  open={expanded.includes(entry.id)}
                  onToggle={() =>
                    setExpanded((ids) =>
                      ids.includes(entry.id) ? ids.filter((id) => id !== entry.id) : [...ids, entry.id],
                    )
                  }
                />
              ))}
            </ul>
            <Pager
              page={current}
              pages={pages}
              items={pagerRange(current, pages, ANNOUNCEMENT_PAGER)}
              label={t('announcements.pager')}
              onPage={setPage}
            />
          </div>
        );
      }}
    </ResourceView>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { TERMS_TOPIC_ID, type HelpTopic } from '../../api/contracts/support';
import { fetchHelpTopics } from '../../api/support';
import { usePopupActions } from '../../app/providers/popups';
import { fromCall } from '../../api/from-call';
import { Modal } from '../../components/modal';
import { noItems, ResourceView } from '../../components/resource-view';
import { Tabs } from '../../components/tabs';
import { useLoader } from '../../components/use-loader';
import { AppDownload } from './app-download';
import { ArticleList } from './article-list';
import { HtmlContent } from './html-content';
import { helpSectionAt, helpSections, type HelpSection } from '../../lib/help-sections';
import { WinnerList } from './winner-list';
import './support.css';

const topicsLoader = createLoaderMachine<HelpTopic[]>('helpTopics').provide({
  actors: {
    load: fromCall(({ language }: { language: string }, signal) => fetchHelpTopics(language, signal)),
  },
});

/**
 * SPEC 2.4 helpModal (/help, /help#term): the help-centre topics (SPEC 7.2) and the terms, with
 * the other screens SPEC 2.5's labels imply and no route of their own: app download with install
 * guides, blog, news and the winner list, each a tab. Server HTML is sanitised before it is shown.
 */
export default function HelpPopup() {
  const { t } = useTranslation('support');
  const popups = usePopupActions();
  const location = useLocation();
  // The section the opener asked for (the overlay's), unless the /help route's hash says otherwise.
  const [requested] = useState(() => popups.detail().helpSection);
  const [section, setSection] = useState<HelpSection>(() => helpSectionAt(location, requested));
  // On /help a new hash (a link to /help#term while the popup is open) selects its section.
  const [shownHash, setShownHash] = useState(location.hash);
  if (location.hash !== shownHash) {
    setShownHash(location.hash);
    if (location.pathname.toLowerCase() === '/help') setSection(helpSectionAt(location, requested));
  }
  return (
    <Modal open title={t('help.title')} onClose={popups.close} className="help-popup">
      <Tabs
        label={t('help.sections')}
        tabs={helpSections.map((id) => ({ id, label: t(`help.tabs.${id}`) }))}
        selected={section}
        onSelect={setSection}
        renderPanel={(id) => <Section id={id} />}
      />
    </Modal>
  );
}

function Section({ id }: { id: HelpSection }) {
  switch (id) {
    case 'topics':
    case 'term':
      return <Topics terms={id === 'term'} />;
    case 'download':
      return <AppDownload />;
    case 'blog':
    case 'news':
      return <ArticleList kind={id} />;
    case 'winners':
      return <WinnerList />;
  }
}

/** The help topics as a list of disclosures, or the terms on their own. */
function Topics({ terms }: { terms: boolean }) {
  const { t } = useTranslation('support');
  const { data, failure, retry } = useLoader(topicsLoader);
  // The terms are the topic of their own id; every other topic is the list.
  const shown = data?.filter((item) => (item.id === TERMS_TOPIC_ID) === terms);
  return (
    <ResourceView
      data={shown}
      failure={failure}
      onRetry={retry}
      keepData
      isEmpty={noItems}
      empty={t(terms ? 'help.noTerms' : 'help.empty')}
    >
      {(topics) =>
        terms ? (
          <article className="help-html" aria-label={topics[0].title}>
            <HtmlContent html={topics[0].content} />
          </article>
        ) : (
          <ul className="help-topics">
            {topics.map((topic) => (
              <TopicItem key={topic.id} topic={topic} />
            ))}
          </ul>
        )
      }
    </ResourceView>
  );
}

function TopicItem({ topic }: { topic: HelpTopic }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <li className="help-topic">
      <button
        type="button"
        className="help-topic__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        {topic.title}
      </button>
      <div id={bodyId} className="help-topic__body help-html" hidden={!open}>
        {open && <HtmlContent html={topic.content} />}
      </div>
    </li>
  );
}

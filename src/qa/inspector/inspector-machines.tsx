import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorStatus, ActorView } from './actor-registry';

const statusKeys: Record<Exclude<ActorStatus, 'running'>, string> = {
  done: 'status.done',
  stopped: 'status.stopped',
  error: 'status.error',
};

/** Seconds since the page loaded, as the records count them. */
export const secondsSinceLoad = (ms: number) => (ms / 1000).toFixed(1);

/** The running machines: a list, each a disclosure with its state in view and its context and events inside. */
export function InspectorMachines({ actors }: { actors: readonly ActorView[] }) {
  const { t } = useTranslation('qaInspector');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>{t('machines', { n: actors.length })}</h4>
      {actors.length === 0 ? (
        <p className="field__hint">{t('noMachines')}</p>
      ) : (
        <ul className="qa-inspector__machines" aria-labelledby={headingId}>
          {actors.map((actor) => (
            <li key={actor.key}>
              <details>
                <summary>
                  <span className="qa-inspector__machine">{actor.path.join(' › ')}</span>{' '}
                  <code>{actor.state}</code>
                  {actor.status !== 'running' && (
                    <span className="qa-inspector__status"> {t(statusKeys[actor.status])}</span>
                  )}
                </summary>
                <dl className="qa-inspector__facts">
                  <dt>{t('context')}</dt>
                  <dd>
                    <code>{actor.context}</code>
                  </dd>
                  <dt>{t('events')}</dt>
                  <dd>
                    <ol className="qa-inspector__events">
                      {actor.events.map((event, index) => (
                        <li key={`${event.at}:${index}`}>
                          {t('sinceLoad', { seconds: secondsSinceLoad(event.at) })} <code>{event.type}</code>{' '}
                          {event.detail && <code>{event.detail}</code>}
                        </li>
                      ))}
                    </ol>
                  </dd>
                </dl>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { createLoaderMachine } from '../../machines/loader.machine';
import { currentLanguage } from '../i18n';
import { inspect } from '../lib/actor-inspection';

/** Something to listen to (`whenAppEvent('balanceChanged')`…): answers how to stop. */
export type Signal = (listener: () => void) => () => void;

/**
 * A screen's server resource through the loader machine: the data (kept while reloading), the
 * failure of a failed load (for the error state and its retry), and a reload that follows the
 * given signals, so a money action elsewhere shows here at once. Pass the signals as a module-level
 * array: a new array each render would subscribe again each render.
 */
export function useLoader<T>(
  logic: ReturnType<typeof createLoaderMachine<T>>,
  reloadOn: readonly Signal[] = [],
) {
  const actor = useActorRef(logic, { input: { language: currentLanguage() }, inspect });
  const data = useSelector(actor, (s) => s.context.data);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const reload = useCallback(
    () => actor.send({ type: 'load.reload', input: { language: currentLanguage() } }),
    [actor],
  );
  const retry = useCallback(() => actor.send({ type: 'load.retry' }), [actor]);
  useEffect(() => {
    const stops = reloadOn.map((signal) => signal(reload));
    return () => stops.forEach((stop) => stop());
  }, [reload, reloadOn]);
  // Back online: a load that failed meanwhile tries again by itself (a retry does nothing otherwise).
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  // The resource is bound to the language (LoaderInput): a language switch loads it again, in place.
  const { i18n } = useTranslation();
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    reload();
  }, [i18n.language, reload]);
  return { data, failure, loading, reload, retry };
}

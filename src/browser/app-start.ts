/**
 * How a build starts the app (src/early-start.ts): the page's HTML names the app's entry and the
 * files it imports (`#app-start`, vite.config.ts) instead of loading them itself, and the early
 * start asks for them when the page's first picture is in (browser/first-picture.ts), so that their
 * download does not compete with that picture's. The development server loads the app from
 * index.html as usual: there is no `#app-start` there.
 */
export interface AppFiles {
  entry: string;
  /**
   * Everything the entry imports, asked for with it, so nothing waits for the file that imports it;
   * each file after the files it imports.
   */
  preload: string[];
}

/**
 * The longest the app waits for the first picture: past it the app starts anyway (a slow
 * announcements answer or picture must not hold the site's controls back for long).
 */
export const APP_START_MAX_WAIT_MS = 3000;

/** The app's files as the build names them (vite.config.ts writes the list), or null: the development server. */
export function readAppFiles(doc: Document): AppFiles | null {
  try {
    return JSON.parse(doc.getElementById('app-start')?.textContent ?? 'null') as AppFiles | null;
  } catch {
    return null;
  }
}

/** A task boundary: what follows runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Asks for the app's files, all at once as module preloads, then runs them one file a task,
 * dependencies first (the build lists them so), the entry last: each file's top level (the
 * framework's set-up, the machines built at import) is then a task of its own, where importing the
 * entry alone would run them all in one long task that holds the page's input back.
 */
export async function loadApp(
  doc: Document,
  files: AppFiles,
  load: (url: string) => Promise<unknown>,
): Promise<unknown> {
  for (const href of files.preload) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous'; // as the entry's own import: one request per file
    link.href = href;
    doc.head.append(link);
  }
  for (const href of files.preload) {
    await load(href);
    await nextTask();
  }
  return load(files.entry);
}

/** Runs `start` once: when `ready` settles (either way) or after `maxWaitMs`, whichever comes first. */
export function startOnceReady(ready: Promise<unknown>, start: () => void, maxWaitMs: number): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    start();
  };
  const timer = setTimeout(once, maxWaitMs);
  ready.then(once, once);
}

/**
 * When the start itself fails (the app's files, the language, the mock world, the first render),
 * the page says so instead of spinning for ever: index.html's `#boot-failed` message, in both
 * languages with a reload button, the start language first. Plain HTML, cloned: React or i18n may be
 * what failed, and the early start (which runs before either) shows it too when the app's files do
 * not load. Import-free, so it belongs to the `start` chunk (vite.config.ts).
 */
export type BootLanguage = 'bn' | 'en';

/** Replaces the root's content (the loading spinner) with the message and a reload button. */
export function showBootFailure(
  root: HTMLElement,
  first: BootLanguage = 'bn',
  reload: () => void = () => window.location.reload(),
): void {
  const template = root.ownerDocument.querySelector<HTMLTemplateElement>('template#boot-failed');
  const message = template?.content.querySelector(`[data-first="${first}"]`)?.cloneNode(true);
  if (!(message instanceof HTMLElement)) return;
  message.querySelector('button')?.addEventListener('click', () => reload());
  root.replaceChildren(message);
}

/**
 * Runs the start and shows the failure message if it throws. Answers whether the start succeeded.
 * The error still reaches the console, for whoever looks.
 */
export async function bootSafely(
  boot: () => Promise<void>,
  root: HTMLElement,
  language: () => BootLanguage,
): Promise<boolean> {
  try {
    await boot();
    return true;
  } catch (error) {
    console.error('The app could not start', error);
    showBootFailure(root, language());
    return false;
  }
}

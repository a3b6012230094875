/**
 * Issue 15: when the start itself fails (the language, the mock world, the first render), the page
 * says so instead of spinning for ever. Plain DOM and plain text in both languages: React or i18n
 * may be what failed. No innerHTML (the page's Trusted Types policy admits none for this).
 */
export const bootFailureText = {
  bn: {
    title: 'সাইটটি চালু করা যায়নি',
    body: 'ইন্টারনেট সংযোগ দেখে পাতাটি আবার লোড করুন।',
    reload: 'আবার লোড করুন',
  },
  en: {
    title: 'The site could not start',
    body: 'Please check your internet connection and reload the page.',
    reload: 'Reload',
  },
} as const;

type Language = keyof typeof bootFailureText;

/** Replaces the root's content (the loading spinner) with the message and a reload button. */
export function showBootFailure(
  root: HTMLElement,
  first: Language = 'bn',
  reload: () => void = () => window.location.reload(),
): void {
  const doc = root.ownerDocument;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, lang?: Language) => {
    const element = doc.createElement(tag);
    if (text) element.textContent = text;
    if (lang) element.lang = lang;
    return element;
  };
  const section = make('section');
  section.className = 'page page--error boot-failed';
  section.setAttribute('role', 'alert');
  const order: Language[] = first === 'en' ? ['en', 'bn'] : ['bn', 'en'];
  const [main, other] = order.map((lang) => bootFailureText[lang]);
  // The other language in one paragraph: its title in bold, then its text.
  const second = make('p', undefined, order[1]);
  second.append(make('strong', other!.title), ` ${other!.body}`);
  section.append(make('h1', main!.title, order[0]), make('p', main!.body, order[0]), second);
  const button = make('button', `${main!.reload} / ${other!.reload}`);
  button.type = 'button';
  button.className = 'button';
  button.addEventListener('click', () => reload());
  section.append(button);
  root.replaceChildren(section);
}

/**
 * Runs the start and shows the failure message if it throws. Answers whether the start succeeded.
 * The error still reaches the console, for whoever looks.
 */
export async function bootSafely(
  boot: () => Promise<void>,
  root: HTMLElement,
  language: () => Language,
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

/**
 * The sections of the help popup (SPEC 2.4 helpModal, 2.5 labels): help topics, the terms
 * (/help#term), app download with install guides, blog, news and the winner list. No route of its
 * own (SPEC 2.1 lists none): the footer and the side menu open the popup at a section.
 */
export const helpSections = ['topics', 'term', 'download', 'blog', 'news', 'winners'] as const;
export type HelpSection = (typeof helpSections)[number];

const isSection = (value: string): value is HelpSection =>
  (helpSections as readonly string[]).includes(value);

/**
 * The section the popup opens at: on /help the hash decides (SPEC 2.1 /help#term opens the terms;
 * no hash, the topics); elsewhere the section the opener asked for.
 */
export function helpSectionAt(
  location: { pathname: string; hash: string },
  requested: HelpSection,
): HelpSection {
  if (location.pathname.toLowerCase() === '/help') {
    const hash = location.hash.replace(/^#/, '');
    return isSection(hash) ? hash : 'topics';
  }
  return requested;
}

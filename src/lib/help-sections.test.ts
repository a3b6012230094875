import { describe, expect, it } from 'vitest';
import { helpSectionAt } from './help-sections';

describe('help popup section', () => {
  it('follows the hash on /help: #term opens the terms, none the topics', () => {
    // SPEC 2.1 /help#term: the help popup opens on the terms.
    expect(helpSectionAt({ pathname: '/help', hash: '#term' }, 'winners')).toBe('term');
    expect(helpSectionAt({ pathname: '/help', hash: '' }, 'winners')).toBe('topics');
    expect(helpSectionAt({ pathname: '/help', hash: '#download' }, 'topics')).toBe('download');
    expect(helpSectionAt({ pathname: '/help', hash: '#nothing' }, 'blog')).toBe('topics');
  });

  it('elsewhere opens where the opener asked, whatever the hash', () => {
    expect(helpSectionAt({ pathname: '/', hash: '#term' }, 'winners')).toBe('winners');
    expect(helpSectionAt({ pathname: '/promotions', hash: '' }, 'blog')).toBe('blog');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { initialHelpSection, openHelp } from './help-section';

describe('help popup section', () => {
  it('follows the hash on /help: #term opens the terms, none the topics', () => {
    // SPEC 2.1 /help#term: the help popup opens on the terms.
    expect(initialHelpSection({ pathname: '/help', hash: '#term' })).toBe('term');
    expect(initialHelpSection({ pathname: '/help', hash: '' })).toBe('topics');
    expect(initialHelpSection({ pathname: '/help', hash: '#download' })).toBe('download');
    expect(initialHelpSection({ pathname: '/help', hash: '#nothing' })).toBe('topics');
  });

  it('elsewhere opens where the opener asked, whatever the hash', () => {
    const show = vi.fn<(id: string) => void>();
    openHelp({ show }, 'winners');
    expect(show).toHaveBeenCalledWith('help');
    expect(initialHelpSection({ pathname: '/', hash: '#term' })).toBe('winners');
    openHelp({ show }, 'blog');
    expect(initialHelpSection({ pathname: '/promotions', hash: '' })).toBe('blog');
  });
});

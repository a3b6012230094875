import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockPopupEntry } from '../../../mocks/world/announcements-types';
import { findByAccount, openSession } from '../../../mocks/world/accounts';
import { setupAppWorld, type MockWorld } from '../../test/app-world';
import { modalOpened } from '../../browser/open-modals';

declare global {
  interface Window {
    announcementProbe?: string;
  }
}

const renderAppWorld = setupAppWorld();

afterEach(() => {
  delete window.announcementProbe;
});

const both = (text: string) => ({ en: text, bn: text });

/** Announcement HTML as a hostile back office could type it: every trick sets the probe. */
const hostile: MockPopupEntry = {
  id: 'X1',
  execution: 'B',
  title: both('Hostile entry'),
  content: both(
    [
      '<p>Safe text stays.</p>',
      '<script>window.announcementProbe = "script"</script>',
      '<img src="x" alt="broken" onerror="window.announcementProbe = \'onerror\'">',
      '<a href="javascript:window.announcementProbe = \'link\'">Click me</a>',
      '<a href="jav&#x61;script:window.announcementProbe = \'encoded\'">Encoded</a>',
      '<svg onload="window.announcementProbe = \'svg\'"><circle r="3"></circle></svg>',
      '<iframe srcdoc="<script>parent.announcementProbe = \'frame\'</script>"></iframe>',
      '<div onclick="window.announcementProbe = \'click\'" onmouseover="window.announcementProbe = \'over\'">Hover</div>',
      '<form action="javascript:window.announcementProbe = \'form\'"><button>Send</button></form>',
      '<a href="https://partner.example.net/offer">Partner</a>',
    ].join(''),
  ),
  promotionId: null,
};

function withEntries(entries: MockPopupEntry[]) {
  return (mock: MockWorld) =>
    mock.store.update((world) => {
      world.announcements.popup = entries;
    });
}

const popup = () => screen.findByRole('dialog', { name: 'Announcements' }, { timeout: 10_000 });

describe('announcement popup against the mock world', () => {
  it('cleans the HTML: nothing executable reaches the DOM and nothing runs', async () => {
    renderAppWorld({}, { prepare: withEntries([hostile]) });
    const dialog = await popup();
    // The one entry is the featured one: it opens read in full.
    const title = within(dialog).getByRole('button', { name: 'Hostile entry' });
    expect(title.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(title.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel!).getByText('Safe text stays.')).toBeVisible();

    const html = panel!.innerHTML;
    expect(html).not.toMatch(/<script|<iframe|<svg|<form|onerror|onload|onclick|onmouseover|javascript:/i);
    for (const el of panel!.querySelectorAll('*')) {
      expect(el.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
    // The unsafe links keep their text but lose their target; the partner link opens apart.
    expect(within(panel!).getByText('Click me').getAttribute('href')).toBeNull();
    expect(within(panel!).getByText('Encoded').getAttribute('href')).toBeNull();
    const partner = within(panel!).getByRole('link', { name: 'Partner' });
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(partner.getAttribute('rel')).toBe('noopener noreferrer');

    // Try to set things off: nothing does.
    for (const img of panel!.querySelectorAll('img')) img.dispatchEvent(new Event('error'));
    await userEvent.hover(within(panel!).getByText('Hover'));
    await userEvent.click(within(panel!).getByText('Hover'));
    await userEvent.click(within(panel!).getByText('Click me'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.announcementProbe).toBeUndefined();
  });

  it('shows the visitor entries nine a page, pages, and closing sets ANONYMOUS_POPUP', async () => {
    renderAppWorld();
    const dialog = await popup();
    const titles = () =>
      within(dialog)
        .getAllByRole('button', { expanded: false })
        .concat(within(dialog).queryAllByRole('button', { expanded: true }));
    expect(titles()).toHaveLength(9);
    expect(within(dialog).getByRole('button', { name: /^Welcome to / })).toBeVisible();
    const pager = within(dialog).getByRole('navigation', { name: 'Announcement pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(titles()).toHaveLength(2);
    expect(within(dialog).getByRole('status').textContent).toBe('Page 2 of 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull());
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('closed');
    expect(sessionStorage.getItem('USER_POPUP')).toBeNull();
  });

  it('waits while another modal dialog is open (a form being confirmed), and opens once it closes', async () => {
    const formDialogClosed = modalOpened();
    const { calls } = renderAppWorld();
    await waitFor(() =>
      expect(calls.filter((call) => call.includes('getListAnnouncements')).length).toBeGreaterThan(0),
    );
    await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 });
    // Long enough for the popup to have opened over the page had nothing held it back.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull();
    formDialogClosed();
    expect(await popup()).toBeVisible();
  });

  it('a member sees the A entries; the promotion link opens the reward centre and closes the popup', async () => {
    renderAppWorld(
      {},
      {
        prepare: ({ store }) => {
          const demo = findByAccount(store.world, 'demo01')!;
          sessionStorage.setItem('token', openSession(store, demo.id));
        },
      },
    );
    const dialog = await popup();
    const title = within(dialog).getByRole('button', { name: 'Weekend deposit bonus' });
    expect(within(dialog).queryByRole('button', { name: /^Welcome to / })).toBeNull();
    // The first of them is featured: read in full from the start.
    expect(title.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Go to the reward centre' }));
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('mcPage')).toBe('rewardCenter'),
    );
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull();
    expect(sessionStorage.getItem('USER_POPUP')).toBe('closed');
  });
});

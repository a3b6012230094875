import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupAppWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

afterEach(() => vi.restoreAllMocks());

/** The side menu's customer-service entry, once its link is decoded (enabled). */
async function csEntry(name: string) {
  const menu = await screen.findByRole('complementary', { name: 'Side menu' }, { timeout: 10_000 });
  const button = await within(menu).findByRole('button', { name }, { timeout: 10_000 });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
}

describe('customer-service entries', { timeout: 20_000 }, () => {
  it('open in the click itself, in a window that gets no handle on this page', async () => {
    renderAppWorld();
    const telegram = await csEntry('Telegram');
    const opened = { opener: window } as unknown as Window;
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(opened);
    fireEvent.click(telegram);
    // Synchronously, in the click: a window opened after an await is stopped by popup blockers.
    expect(windowOpen).toHaveBeenCalledTimes(1);
    expect(windowOpen.mock.calls[0]![0]).toMatch(/^https:\/\/t\.me\//);
    expect(opened.opener).toBeNull();
    expect(screen.queryByText('Popup blocked, allow popups')).toBeNull();
  });

  it('say so when the browser blocked the window', async () => {
    renderAppWorld();
    const whatsapp = await csEntry('WhatsApp');
    vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(whatsapp);
    // SPEC 8 popup-blocked: a blocked window says so, in the spec's words.
    expect((await screen.findByRole('alert')).textContent).toBe('Popup blocked, allow popups');
  });
});

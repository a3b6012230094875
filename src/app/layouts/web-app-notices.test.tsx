import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { emitAppEvent } from '../../browser/app-events';
import { initI18n } from '../../i18n';
import { WebAppNotices } from './web-app-notices';

beforeAll(async () => {
  await initI18n('EN');
});

function renderNotices(withForm = false) {
  return render(
    <Suspense fallback={null}>
      {withForm && (
        <form>
          <input aria-label="Amount" defaultValue="500" />
        </form>
      )}
      <WebAppNotices />
    </Suspense>,
  );
}

describe("the site's own notices", () => {
  it('says the player is offline, once, until the network is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderNotices();
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(
      screen.getAllByRole('status').filter((n) => n.textContent?.includes('You are offline')),
    ).toHaveLength(1);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    // The notice listens from its first commit's effects, which a busy machine may run after the
    // event: it then reads the network's state as it subscribes.
    await waitFor(() => expect(screen.queryByText('You are offline', { exact: false })).toBeNull());
  });

  it('a part that cannot load while a form holds typed input asks for a reload instead of reloading', async () => {
    renderNotices(true);
    await screen.findByRole('textbox', { name: 'Amount' });
    // The notices listen from their first commit's effects (after their texts have loaded): the part
    // is lost once they hear it.
    await waitFor(() => {
      let heard = false;
      act(() => void (heard = emitAppEvent('partLost')));
      expect(heard).toBe(true);
    });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('The site has been updated');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('The site has been updated', { exact: false })).toBeNull();
  });
});

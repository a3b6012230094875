import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findByAccount, openSession } from '../../../mocks/world/accounts';
import { setupAppWorld, type MockWorld } from '../../test/app-world';

// Two failures that are not the page's own, said under the header with a retry.

const renderAppWorld = setupAppWorld();
const SLOW = { timeout: 10_000 };

/** The fault lifted, as the Scenarios panel's Lift faults does. */
function liftFaults({ server, mock }: MockWorld) {
  server.resetHandlers();
  server.use(...mock.runtimeHandlers({ withFaults: false }));
}

describe('notices under the header', { timeout: 40_000 }, () => {
  it("the site's settings that cannot load: the site runs on, says so, and Try again loads them", async () => {
    const world = renderAppWorld({ faults: [{ call: 'permission', kind: 'network' }] });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain("Some of the site's settings could not load");
    expect(alert.textContent).toContain('Network link abnormal');
    // The site itself is there: its header and navigation.
    expect(screen.getByRole('banner')).toBeVisible();
    const asked = () =>
      world.calls.filter((call) => call.endsWith('/wps/system/settings/consolidated')).length;
    const before = asked();
    liftFaults(world);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(asked()).toBe(before + 1);
  });

  it('a kept session whose member cannot load stays kept, says so, and Try again logs the member in', async () => {
    const world = renderAppWorld(
      { faults: [{ call: 'memberInfo', kind: '500' }] },
      {
        prepare: ({ store }) => {
          sessionStorage.setItem('token', openSession(store, findByAccount(store.world, 'demo01')!.id));
        },
      },
    );
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Your account could not load');
    expect(alert.textContent).toContain('Network link abnormal');
    // Logged out meanwhile, the session kept for the retry (and for the next start).
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(sessionStorage.getItem('token')).not.toBeNull();
    liftFaults(world);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(header).queryByRole('button', { name: 'Log in' })).toBeNull(), SLOW);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

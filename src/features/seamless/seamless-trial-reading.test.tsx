import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addTrialMember, openSession } from '../../../mocks/world/accounts';
import { navigateTo } from '../../app/routing/navigation';
import { setupAppWorld, type MockWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

/** The tab holds a new trial account's session (a restored session, as after Free Play). */
const asTrialAccount = ({ store }: MockWorld) => {
  sessionStorage.setItem('token', openSession(store, addTrialMember(store).id));
};

const freeTrial =
  '/seamless?vendor=JILI&gameType=RNG&gameId=100000&nodeId=100000&name=Fortune+Ace&mode=trial';
const trialLaunches = (calls: string[]) => calls.filter((call) => call.endsWith('/GCS_gameTrialLaunch'));
const needsRealAccount = 'Games need a real account, the Free Trial too.';

/** Opens a game's Free Trial once the trial account's session has loaded (its name in the header). */
async function openFreeTrial() {
  const banner = await screen.findByRole('banner', {}, { timeout: 10_000 });
  await within(banner).findByText(/^trial\d+$/, {}, { timeout: 10_000 });
  act(() => navigateTo(freeTrial));
}

// SPEC 4.9, 6: a trial account and a game's Free Trial, under both readings.
describe("a trial account's Free Trial (SPEC 4.9, 6)", { timeout: 30_000 }, () => {
  it('demoAllowed, the default reading (trial-account): the Free Trial is launched', async () => {
    const { calls } = renderAppWorld({ scenario: 'trial-account' }, { prepare: asTrialAccount });
    await openFreeTrial();
    await waitFor(() => expect(trialLaunches(calls)).toHaveLength(1), { timeout: 10_000 });
    expect(screen.queryByText(needsRealAccount)).toBeNull();
  });

  it('noGames (trial-account-no-games): no launch; the page asks for a real account and says why', async () => {
    const { calls } = renderAppWorld({ scenario: 'trial-account-no-games' }, { prepare: asTrialAccount });
    await openFreeTrial();
    expect((await screen.findByText(needsRealAccount, {}, { timeout: 10_000 })).tagName).toBe('P');
    await userEvent.click(screen.getByRole('button', { name: 'Why?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Real account needed' }, { timeout: 5000 });
    expect(within(dialog).getByText(/This needs a real account/).tagName).toBe('P');
    expect(trialLaunches(calls)).toEqual([]);
  });
});

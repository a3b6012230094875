import { describe, expect, it } from 'vitest';
import { DEFAULT_TRIAL_LAUNCH_READING } from '../api/contracts/launch';
import type { VendorItem } from '../api/contracts/games';
import { launchAccess, launchRoute } from './game-launch';
import { gameItem as game } from '../test/game-items';

const rngVendor: VendorItem = { vassalage: 'JILI', displayName: 'JILI', lagerIcon: '', gameType: 'RNG' };

const play = launchRoute({ kind: 'game', game: game(), mode: 'play' });
const freeTrial = launchRoute({ kind: 'game', game: game(), mode: 'trial' });
const vendorList = launchRoute({ kind: 'game', game: game({ isGame: 'VASSALAGE' }), mode: 'trial' });
const gameList = launchRoute({ kind: 'vendor', vendor: rngVendor });

const trialAccount = { loggedIn: true, trialAccount: true };
const visitor = { loggedIn: false, trialAccount: false };
const member = { loggedIn: true, trialAccount: false };

// SPEC 4.9, 6: a trial account and the Free Trial, under both readings.
describe("a trial account's launches (SPEC 4.9, 6)", () => {
  it('demoAllowed, the default reading: the Free Trial opens, real play asks for a real account', () => {
    expect(DEFAULT_TRIAL_LAUNCH_READING).toBe('demoAllowed');
    expect(launchAccess(freeTrial, trialAccount)).toBe('allowed');
    expect(launchAccess(freeTrial, { ...trialAccount, trialLaunch: 'demoAllowed' })).toBe('allowed');
    expect(launchAccess(play, { ...trialAccount, trialLaunch: 'demoAllowed' })).toBe('trialWarning');
  });

  it('noGames: the Free Trial asks for a real account too; lists of games still open', () => {
    const noGames = { ...trialAccount, trialLaunch: 'noGames' as const };
    expect(launchAccess(freeTrial, noGames)).toBe('trialWarning');
    expect(launchAccess(play, noGames)).toBe('trialWarning');
    expect(launchAccess(vendorList, noGames)).toBe('allowed');
    expect(launchAccess(gameList, noGames)).toBe('allowed');
  });

  it('noGames is about trial accounts: a visitor and a member open the Free Trial as before', () => {
    expect(launchAccess(freeTrial, { ...visitor, trialLaunch: 'noGames' })).toBe('allowed');
    expect(launchAccess(freeTrial, { ...member, trialLaunch: 'noGames' })).toBe('allowed');
    expect(launchAccess(play, { ...visitor, trialLaunch: 'noGames' })).toBe('login');
    expect(launchAccess(play, { ...member, trialLaunch: 'noGames' })).toBe('allowed');
  });
});

import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { favouritesMachine } from '../../machines/favourites.machine';
import { ApiError } from '../../src/api/errors';
import { liftFaults, type MachineModel, type ModelPath } from './model-paths';

/** The game the model favourites: in the app, the first game of the slots list. */
const game = { nodeId: 'first-game' };
const answerOf = (state: string) => `xstate.done.actor.0.favourites.${state}`;
const refusalOf = (state: string) => `xstate.error.actor.0.favourites.${state}`;
const serverError = new ApiError('server', 'favourite', { status: 500 });

interface FavouritesView {
  ids: string[];
  notice: { code: string } | null;
}

const banner = (page: Page) => page.getByRole('banner');
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });
const firstHeart = (page: Page) =>
  page
    .getByRole('list', { name: 'Games' })
    .getByRole('article')
    .first()
    .getByRole('button', { name: /favourites$/ });
const settledHeart = async (page: Page) => {
  await expect(firstHeart(page)).toHaveAttribute('aria-busy', 'false');
};
const notice = (page: Page) => page.getByRole('alert').filter({ hasText: /favourites|logged in/ });

/** The call whose answer a state of `changes` waits for, by the fault name the QA interface uses. */
const callOf = (type: string) => (type.endsWith('adding') ? 'addFavourite' : 'removeFavourite');

/** The refusals a path holds decide the world it starts in (a fault on the call they answer). */
function worldFor(path: ModelPath) {
  const faults = path.steps
    .map((step) => step.event.type)
    .filter((type) => type.startsWith('xstate.error.actor.'))
    .map((type) => `fault=${callOf(type)}:500`);
  return ['scenario=default', ...new Set(faults)].join('&');
}

/** The next event is an answer of a call the world still refuses: its fault is lifted first. */
const needsAnswer = (page: Page, next: EventObject | undefined) =>
  next?.type.startsWith('xstate.done.actor.') && page.url().includes(`fault=${callOf(next.type)}`);

/**
 * A game's heart (SPEC 4.8), from the favourites machine: a visitor told to log in, a member's
 * heart filled and emptied at once, a refusal that puts it back with a notice, and one toggle a
 * second. (Logging out, which empties the hearts, is the login model's.) The page's clock is the player's: waiting out the throttle's
 * second moves it on.
 */
export const favouritesModel: MachineModel = {
  name: 'favourites',
  machine: favouritesMachine,
  events: [
    { type: 'favourite.toggle', game },
    { type: 'session.member', ids: null },
    { type: answerOf('session.member.loadingIds'), output: [] },
    { type: answerOf('changes.adding'), output: null },
    { type: answerOf('changes.removing'), output: null },
    { type: refusalOf('changes.adding'), error: serverError },
    { type: refusalOf('changes.removing'), error: serverError },
    { type: 'xstate.after.throttle.favourites.throttle.cooling' },
    { type: 'notice.dismiss' },
  ],
  // The login popup covers the visitor's notice.
  allows: (state, event) => !(event.type === 'notice.dismiss' && state.matches({ session: 'visitor' })),
  key: (state) => {
    const cooling = state.matches({ throttle: 'cooling' }) ? ' · cooling' : '';
    return `${favouritesModel.shown!(state)}${cooling}`;
  },
  shown: (state) => {
    const { ids, notice: told } = state.context as FavouritesView;
    const session = state.matches({ session: 'visitor' })
      ? 'visitor'
      : state.matches({ session: { member: 'loadingIds' } })
        ? 'member loading'
        : 'member';
    const changes = state.matches({ changes: 'idle' })
      ? ''
      : ` · ${String((state.value as { changes: string }).changes)}`;
    const heart = ids.includes(game.nodeId) ? ' · favourite' : '';
    // The login notice belongs to the visitor's popup; a member sees it go with that popup.
    const shownNotice = told && (told.code !== 'notLoggedIn' || session === 'visitor') ? ` · notice` : '';
    return `${session}${changes}${heart}${shownNotice}`;
  },
  start: async (page, path) => {
    await page.clock.install();
    await page.goto(`/rng?${worldFor(path)}&lang=EN`);
  },
  // The calls in flight: the player waits for their answers.
  inFlight: ['member loading', 'member · adding · favourite', 'member · removing'],
  see: {
    visitor: async (page) => {
      await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(firstHeart(page)).toHaveAttribute('aria-pressed', 'false');
    },
    'visitor · notice': async (page) => {
      await expect(loginDialog(page)).toBeVisible();
      await expect(page.getByText('You are not logged in, please log in.')).toBeVisible();
    },
    member: async (page) => {
      await expect(banner(page).getByRole('button', { name: 'My account' })).toBeVisible();
      await expect(firstHeart(page)).toHaveAttribute('aria-pressed', 'false');
    },
    'member · favourite': async (page) => {
      await expect(firstHeart(page)).toHaveAttribute('aria-pressed', 'true');
    },
    'member · notice': async (page) => {
      await expect(firstHeart(page)).toHaveAttribute('aria-pressed', 'false');
      await expect(notice(page)).toContainText('Network link abnormal');
    },
    'member · favourite · notice': async (page) => {
      await expect(firstHeart(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(notice(page)).toContainText('Network link abnormal');
    },
  },
  act: {
    'favourite.toggle': async (page, _event, next) => {
      if (needsAnswer(page, next)) await liftFaults(page);
      await firstHeart(page).click();
    },
    'session.member': async (page) => {
      if (!(await loginDialog(page).isVisible()))
        await banner(page).getByRole('button', { name: 'Log in' }).click();
      await loginDialog(page).getByRole('textbox', { name: 'Username' }).fill('demo01');
      await loginDialog(page).getByLabel('Password', { exact: true }).fill('Demo@1234');
      await loginDialog(page).getByRole('button', { name: 'Log in' }).click();
      await expect(loginDialog(page)).toBeHidden();
    },
    [answerOf('session.member.loadingIds')]: async () => undefined,
    // The heart shows its change at once; the server's answer is when it stops being busy (a toggle
    // before that is ignored, as SPEC 4.8 ignores one within the second).
    [answerOf('changes.adding')]: settledHeart,
    [answerOf('changes.removing')]: settledHeart,
    [refusalOf('changes.adding')]: settledHeart,
    [refusalOf('changes.removing')]: settledHeart,
    // The player waits the throttle's second (SPEC 4.8: one toggle a second) on the page's clock.
    'xstate.after.throttle.favourites.throttle.cooling': async (page) => {
      await page.clock.runFor(1_000);
    },
    'notice.dismiss': async (page) => {
      await notice(page).getByRole('button', { name: 'Close' }).click();
    },
  },
};

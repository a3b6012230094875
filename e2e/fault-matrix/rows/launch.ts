import { expect, type Page } from '@playwright/test';
import type { launchCalls } from '../../../src/api/contracts/launch';
import { member } from '../steps';
import { text, textPattern, type Lang } from '../texts';
import type { AreaRows } from '../types';

/** The play buttons of a game list's cards (the list itself, not a strip of hot games above it). */
const playButtons = (page: Page, lang: Lang) =>
  page
    .getByRole('list', { name: text(lang, 'games:list.gamesLabel') })
    .getByRole('button', { name: textPattern(lang, 'games:card.playName') });

/** Where the matrix visits each call of `launchCalls` (src/api/contracts/launch.ts), or why it does not. */
export const launchRows = {
  visited: [
    // A member's game launch from a list (the game's own window opens once it answers). Refused: a
    // vendor under maintenance (Playtech Live in every seed), and the platform busy (#727, HTTP 500).
    {
      call: 'launchGame',
      screen: { path: '/rng', account: member },
      open: (page, lang) => playButtons(page, lang).first().click(),
      codes: [
        {
          code: 'GAME_MAINTENANCE',
          scenario: 'default',
          message: 'launch:messages.maintenance',
          path: '/live',
          open: (page) => page.getByRole('button', { name: /^Playtech Live/ }).click(),
        },
        { code: '#727', scenario: 'system-busy', message: 'common:errors.systemBusy' },
        // A game left open (previous-game-open): the next launch of another game is refused.
        {
          code: '#734',
          scenario: 'previous-game-open',
          message: 'common:errors.previousGameOpen',
          open: async (page, lang) => {
            await playButtons(page, lang).first().click();
            // The game is open once it shows (its launch answered).
            // The mock world's demo game: a dice game or a slot, by the game's kind.
            const demo = [textPattern(lang, 'launch:demo.title'), textPattern(lang, 'launch:demo.slotTitle')];
            await expect(
              page.getByRole('region', { name: new RegExp(demo.map((title) => title.source).join('|')) }),
            ).toBeVisible();
            // The player comes back to the list (the tab keeps its world) and opens another game.
            await page.goto(`/rng?lang=${lang}`);
            await playButtons(page, lang).nth(1).click();
          },
        },
      ],
    },
    // A visitor's free trial from a list (the public trial launch).
    {
      call: 'trialLaunch',
      screen: { path: '/rng' },
      open: (page, lang) =>
        page
          .getByRole('list', { name: text(lang, 'games:list.gamesLabel') })
          .getByRole('button', { name: textPattern(lang, 'games:card.trialName') })
          .first()
          .click(),
    },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof launchCalls>;

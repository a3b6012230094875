import type { promotionsCalls } from '../../../src/api/contracts/promotions';
import { sendControl } from '../screen';
import { member, mc, popup } from '../steps';
import { text } from '../texts';
import type { AreaRows, MatrixEntry } from '../types';

/** Where the matrix visits each call of `promotionsCalls` (src/api/contracts/promotions.ts), or why it does not. */
export const promotionsRows = {
  visited: [
    { call: 'promotionList', screen: { path: '/promotions' } },
    { call: 'rewardCentre', screen: { path: mc('rewardCenter'), account: member } },
    { call: 'missionSummary', screen: { path: mc('missionLeaderboard'), account: member } },
    { call: 'missionLeaderboard', screen: { path: mc('missionLeaderboard'), account: member } },
    // The reward centre's buttons: money calls with no field.
    ...(
      [
        ['openEnvelope', 'promotions:reward.envelope.open'],
        ['spinWheel', 'promotions:reward.wheel.spin'],
        ['smashEgg', 'promotions:reward.eggs.smash'],
        ['signIn', 'promotions:reward.signIn.sign'],
      ] as const
    ).map(([call, send]): MatrixEntry & { call: typeof call } => ({
      call,
      screen: { path: mc('rewardCenter'), account: member },
      action: { scope: popup, fields: [], send },
    })),
    // The reward centre's lists: a mission's reward, a raffle's prize and a promotion's bonus (money
    // calls), and joining a raffle; each control is named by the text, then what it acts on.
    ...(
      [
        ['claimMission', 'missions', 'promotions:reward.missions.claim'],
        ['claimRaffle', 'raffles', 'promotions:reward.raffles.claim'],
        ['joinRaffle', 'raffles', 'promotions:reward.raffles.join'],
        ['promotionClaim', 'promotions', 'promotions:reward.promotions.claim'],
      ] as const
    ).map(([call, list, send]): MatrixEntry & { call: typeof call } => ({
      call,
      screen: { path: mc('rewardCenter'), account: member },
      action: {
        // The item of the list's first such control: its failure shows there, with the control.
        scope: (page, lang) =>
          popup(page)
            .getByRole('region', { name: text(lang, `promotions:reward.${list}.title`) })
            .getByRole('listitem')
            .filter({ has: sendControl(page, { fields: [], send, sendPrefixed: true }, lang) })
            .first(),
        fields: [],
        send,
        sendPrefixed: true,
      },
    })),
    {
      call: 'promotionJoin',
      screen: { path: '/promotions', account: member },
      action: {
        // The first promotion open to join (its card then reads Applying or joined).
        scope: (page, lang) =>
          page
            .getByRole('article')
            .filter({
              has: page.getByRole('button', { name: text(lang, 'promotions:status.join'), exact: true }),
            })
            .first(),
        fields: [],
        send: 'promotions:status.join',
      },
    },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof promotionsCalls>;

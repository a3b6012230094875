import type { agentTeamCalls } from '../../../src/api/contracts/agent-team';
import { agent, ac } from '../steps';
import { textPattern } from '../texts';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `agentTeamCalls` (src/api/contracts/agent-team.ts), or why it does not. */
export const agentTeamRows = {
  visited: [
    // The agent centre.
    {
      call: 'agentTeamOverview',
      screen: { path: ac('agentTeamOverview'), account: agent, scenario: 'agent' },
    },
    // Team management and the register centre: a downline's details, a transfer, a freeze, a new account.
    {
      call: 'agentDownlineDetail',
      screen: { path: ac('downlineManagmentView'), account: agent, scenario: 'agent' },
      open: (page, lang) =>
        page
          .getByRole('button', { name: textPattern(lang, 'agentTeam:actions.detailsOf') })
          .first()
          .click(),
    },
    {
      call: 'agentDownlineTransfer',
      screen: { path: ac('downlineManagmentView'), account: agent, scenario: 'agent' },
      action: {
        open: (page, lang) =>
          page
            .getByRole('button', { name: textPattern(lang, 'agentTeam:actions.transferTo') })
            .first()
            .click(),
        scope: (page, lang) =>
          page.getByRole('dialog', { name: textPattern(lang, 'agentTeam:transfer.title') }),
        fields: [
          { label: 'agentTeam:transfer.amount', value: '500' },
          { label: 'agentTeam:transfer.password', value: '112233' },
        ],
        send: 'agentTeam:transfer.submit',
      },
    },
    {
      call: 'agentDownlineStatus',
      screen: { path: ac('downlineManagmentView'), account: agent, scenario: 'agent' },
      action: {
        open: (page, lang) =>
          page
            .getByRole('button', { name: textPattern(lang, 'agentTeam:actions.freezeAccount') })
            .first()
            .click(),
        scope: (page, lang) =>
          page.getByRole('dialog', { name: textPattern(lang, 'agentTeam:freeze.freezeTitle') }),
        fields: [],
        send: 'agentTeam:freeze.confirmFreeze',
      },
    },
    {
      call: 'agentRegisterDownline',
      screen: { path: ac('registerCenter'), account: agent, scenario: 'agent' },
      action: {
        scope: (page) => page.getByRole('main'),
        fields: [
          { label: 'agentTeam:register.fields.username', value: 'teamkid07' },
          { label: 'agentTeam:register.fields.password', value: 'Team@1234' },
          { label: 'agentTeam:register.fields.confirmPassword', value: 'Team@1234' },
        ],
        send: 'agentTeam:register.submit',
      },
    },
    {
      call: 'agentDownlineList',
      screen: { path: ac('downlineManagmentView'), account: agent, scenario: 'agent' },
    },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof agentTeamCalls>;

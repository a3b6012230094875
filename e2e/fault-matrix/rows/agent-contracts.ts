import type { agentContractsCalls } from '../../../src/api/contracts/agent-contracts';
import { agent, ac, titled } from '../steps';
import { text, textPattern } from '../texts';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `agentContractsCalls` (src/api/contracts/agent-contracts.ts), or why it does not. */
export const agentContractsRows = {
  visited: [
    // Contracts: an offer to a downline agent, a request to the upline (money calls: one key an intent).
    {
      call: 'agentContractOffer',
      screen: { path: ac('agentDailyWages2'), account: agent, scenario: 'agent' },
      action: {
        scope: (page, lang) => page.getByRole('region', { name: text(lang, 'agentContracts:offer.title') }),
        fields: [
          { label: 'agentContracts:form.rate', value: '2.5' },
          { label: 'agentContracts:form.period', value: 'M', select: true },
        ],
        send: 'agentContracts:offer.submit',
      },
    },
    {
      call: 'agentContractRequest',
      screen: { path: ac('agentDailyWages2'), account: 'subagent01', scenario: 'agent' },
      action: {
        scope: (page, lang) => page.getByRole('region', { name: text(lang, 'agentContracts:request.title') }),
        fields: [
          { label: 'agentContracts:form.rate', value: '1.5' },
          { label: 'agentContracts:form.period', value: 'M', select: true },
        ],
        send: 'agentContracts:request.submit',
      },
    },
    // A contract's answer and its end, each confirmed in a dialog first (money calls): subagent01
    // accepts agent01's waiting offer, and ends the daily salary it pays subagent02.
    {
      call: 'agentContractAnswer',
      screen: { path: ac('agentDailyWages2'), account: 'subagent01', scenario: 'agent-contract-offer' },
      action: {
        open: (page, lang) =>
          page.getByRole('button', { name: textPattern(lang, 'agentContracts:actions.acceptWith') }).click(),
        scope: titled('agentContracts:confirm.accept.title'),
        fields: [],
        send: 'agentContracts:actions.accept',
      },
    },
    {
      call: 'agentContractTerminate',
      screen: { path: ac('agentDailyWages2'), account: 'subagent01', scenario: 'agent' },
      action: {
        open: (page, lang) =>
          page
            .getByRole('button', { name: textPattern(lang, 'agentContracts:actions.terminateWith') })
            .click(),
        scope: titled('agentContracts:confirm.terminate.title'),
        fields: [],
        send: 'agentContracts:actions.terminate',
      },
    },
    {
      call: 'agentContractSettlements',
      screen: { path: ac('agentDailyWages2'), account: agent, scenario: 'agent' },
    },
    {
      call: 'agentContractList',
      screen: { path: ac('agentDailyWages2'), account: agent, scenario: 'agent' },
    },
  ],
  uncovered: [
    {
      call: 'agentContractsPending',
      status: 'by design',
      reason:
        "the agent nav's red badge of contract answers waiting stays unset; no message for a decoration",
    },
  ],
} satisfies AreaRows<keyof typeof agentContractsCalls>;

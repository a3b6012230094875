import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { createContractsMachine } from '../../machines/contracts.machine';
import { contractErrorCodes } from '../../src/api/contracts/agent-contracts';
import { ApiError } from '../../src/api/errors';
import { createPendingOperations, memoryStorage } from '../../src/lib/pending-operations';
import { liftFaults, type MachineModel, type ModelPath } from './model-paths';

const listAnswer = 'xstate.done.actor.0.contracts.list.loading';
const listRefusal = 'xstate.error.actor.0.contracts.list.loading';
const sent = 'xstate.done.actor.0.contracts.operation.submitting';
const refused = 'xstate.error.actor.0.contracts.operation.submitting';

/** The platform's refusals of an operation, as the machine tells them apart. */
const refusals = {
  lowerRate: new ApiError('rejected', 'agentContractRequest', {
    code: contractErrorCodes.lowerRate,
    value: { contracts: [] },
  }),
  // A request while the upline's own offer of the kind waits for an answer (mocks: alreadyWaiting).
  alreadyWaiting: new ApiError('rejected', 'agentContractRequest', { serverMessage: 'waiting' }),
  // The answer was lost: the outcome is not known.
  lost: new ApiError('network', 'agentContractOffer'),
} as const;
type Refusal = keyof typeof refusals;
const refusalOf = (event: EventObject | undefined): Refusal | null => {
  const error = (event as { error?: unknown } | undefined)?.error;
  const found = Object.entries(refusals).find(([, value]) => value === error);
  return found ? (found[0] as Refusal) : null;
};

interface ContractsView {
  data: unknown;
  operation: { action: string } | null;
  confirmLowerRate: boolean;
}

const main = (page: Page) => page.getByRole('main');
/** The page's announcement of an operation (the settlements' pager is a status too). */
const announcement = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /sent to|is now|Nothing was sent/ });
const offerForm = (page: Page) => main(page).getByRole('region', { name: 'Offer a contract' });
const requestForm = (page: Page) => main(page).getByRole('region', { name: 'Ask my upline' });
const withDownlines = (page: Page) => main(page).getByRole('table', { name: 'With my downline agents' });
const confirmDialog = (page: Page) =>
  page.getByRole('dialog', { name: /^(Terminate this contract|Accept this contract)\?$/ });
const lowerRateDialog = (page: Page) => page.getByRole('dialog', { name: 'This ends other contracts' });
const unknownNote = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'The outcome is not known yet; check the contracts list.' });

/** What the path's operations need of the world: a waiting offer to refuse a request, a lost answer. */
function worldFor(path: ModelPath) {
  const events = path.steps.map((step) => step.event);
  const needsWaiting = events.some(
    (event) => refusalOf(event) === 'alreadyWaiting' || event.type === 'contract.answer',
  );
  const params = needsWaiting ? ['scenario=agent-contract-offer'] : ['scenario=agent', 'loginAs=subagent01'];
  if (events.some((event) => event.type === listRefusal)) params.push('fault=agentContractList:500');
  events.forEach((event, i) => {
    if (refusalOf(event) !== 'lost') return;
    const started = events.slice(0, i).findLast((e) => /^(form\.submit|contract\.terminate)$/.test(e.type));
    const call = started?.type === 'contract.terminate' ? 'agentContractTerminate' : 'agentContractOffer';
    params.push(`fault=${call}:network`);
  });
  return params.join('&');
}

const noAction = async () => undefined;

/** Pages whose world still has the path's faults (the app drops QA parameters from its URL). */
const faulted = new WeakSet<Page>();
async function liftOnce(page: Page) {
  if (!faulted.delete(page)) return;
  await liftFaults(page);
}

/**
 * A contract page (SPEC 4.11), from the contracts machine, as subagent01 on the daily salary page
 * (seed: it pays subagent02 1.5 % daily; agent01 is its upline): the list failing to load and tried
 * again; an offer to subagent02 sent; a request to agent01 below 1.5 % that the lower-rate rule asks
 * to confirm, sent or not; agent01's waiting offer accepted, or not (scenario agent-contract-offer),
 * and a request refused while it waits; subagent02's contract terminated or kept; an answer lost,
 * then sent again with its key once the fault is lifted.
 */
export const contractsModel: MachineModel = {
  name: 'contracts',
  machine: createContractsMachine({ pending: createPendingOperations({ storage: memoryStorage() }) }),
  input: { kind: 'dailySalary' },
  describe: (event) => {
    const refusal = refusalOf(event);
    if (refusal) return `refused:submitting (${refusal})`;
    return undefined;
  },
  events: [
    { type: listAnswer, output: { contracts: [], downlines: [], upline: null } },
    { type: listRefusal, error: new ApiError('server', 'agentContractList', { status: 500 }) },
    { type: 'load.retry' },
    {
      type: 'form.submit',
      operation: {
        action: 'offer',
        request: { kind: 'dailySalary', downline: 'subagent02', ratePercent: 2, period: 'D' },
      },
    },
    { type: 'contract.terminate', id: 'subagent02-daily' },
    { type: 'contract.answer', request: { id: 'agent01-offer', answer: 'accept' } },
    { type: 'confirm.accept' },
    { type: 'confirm.cancel' },
    { type: sent, output: { id: 'made' } },
    { type: refused, error: refusals.lowerRate },
    { type: refused, error: refusals.alreadyWaiting },
    { type: refused, error: refusals.lost },
    { type: 'outcome.resend' },
  ],
  allows: (state, event) => {
    const { data, operation, confirmLowerRate } = state.context as ContractsView;
    // A reload that fails keeps the last list on show: only the first load's failure is walked.
    if (event.type === listRefusal) return data === null;
    // The forms and the rows' buttons are part of the list: none before it has loaded.
    if (event.type === 'form.submit' || event.type === 'contract.terminate') return data !== null;
    // agent01's offer waits from the page's start (agent-contract-offer), and that world refuses
    // every request before the lower-rate rule can ask: the paths answer it from the page at rest.
    if (event.type === 'contract.answer') return data !== null && state.matches({ operation: 'editing' });
    const refusal = refusalOf(event);
    // The world refuses requests only (a terminate is never refused here), and asks to confirm the
    // lower-rate rule once.
    if (refusal === 'lowerRate' || refusal === 'alreadyWaiting')
      return operation?.action === 'offer' && !confirmLowerRate;
    return true;
  },
  // A reload after an operation keeps the list on show: the graph, like the player, does not tell a
  // reloading list from a loaded one.
  key: (state) => {
    const { data, operation } = state.context as ContractsView;
    const { list, operation: step } = state.value as { list: string; operation: string };
    const page = data ? 'list' : list;
    const what = step === 'confirming' && operation ? ` (${operation.action})` : '';
    return `${page} · ${step}${what}`;
  },
  start: async (page, path) => {
    const world = worldFor(path);
    if (world.includes('fault=')) faulted.add(page);
    await page.goto(`/agentHome?acPage=agentDailyWages2&${world}&lang=EN`);
  },
  // The calls in flight: the player waits for their answers.
  inFlight: ['loading · editing', 'list · submitting'],
  see: {
    'failed · editing': async (page) => {
      await expect(main(page).getByRole('alert')).toContainText('Network link abnormal');
      await expect(offerForm(page)).toBeHidden();
    },
    'list · editing': async (page) => {
      await expect(offerForm(page)).toBeVisible();
      await expect(confirmDialog(page)).toBeHidden();
      await expect(lowerRateDialog(page)).toBeHidden();
      await expect(announcement(page)).toHaveCount(0);
    },
    'list · confirming (terminate)': async (page) => {
      await expect(confirmDialog(page)).toContainText(
        'End the daily salary contract with subagent02 at 1.50 %',
      );
    },
    'list · confirming (answer)': async (page) => {
      await expect(confirmDialog(page)).toContainText(
        'Accept the daily salary contract from agent01 at 2.00 %, Daily?',
      );
    },
    'list · confirmingLowerRate': async (page) => {
      await expect(lowerRateDialog(page).getByRole('listitem')).toHaveText([
        'subagent02 (Sub Agent Two): 1.50 %, Daily',
      ]);
    },
    'list · done': async (page) => {
      await expect(announcement(page)).toHaveText(
        /^(Offer sent to subagent02|Request sent to agent01|The contract with subagent02 is now Terminated|You accepted the contract from agent01)/,
      );
      await expect(confirmDialog(page)).toBeHidden();
    },
    'list · cancelled': async (page) => {
      await expect(lowerRateDialog(page)).toBeHidden();
      await expect(announcement(page)).toHaveText('Nothing was sent: the contracts stay as they were.');
      // What was typed stays, to be changed and sent again.
      await expect(requestForm(page).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('1');
    },
    'list · failed': async (page) => {
      await expect(requestForm(page).getByRole('alert')).toContainText('already waiting for an answer');
      await expect(requestForm(page).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('2');
    },
    'list · unknown': async (page) => {
      await expect(unknownNote(page)).toBeVisible();
      await expect(unknownNote(page).getByRole('button', { name: 'Send again' })).toBeVisible();
    },
  },
  act: {
    [listAnswer]: noAction,
    [listRefusal]: noAction,
    'load.retry': async (page) => {
      await liftOnce(page);
      await main(page).getByRole('button', { name: 'Try again' }).click();
    },
    // The world decides the answer: an offer to subagent02 goes through (a request to agent01 when
    // an offer to subagent02 already waits); a request to agent01 at 1 % meets the lower-rate rule
    // (subagent02 holds 1.5 %); at 2 % it is refused while agent01's offer waits.
    'form.submit': async (page, _event, next) => {
      const refusal = refusalOf(next);
      if (next?.type === sent) await liftOnce(page);
      const offered = await announcement(page).filter({ hasText: 'Offer sent to subagent02' }).count();
      if (refusal === 'lowerRate' || refusal === 'alreadyWaiting' || offered > 0) {
        const rate = refusal === 'lowerRate' ? '1' : '2';
        await requestForm(page).getByRole('textbox', { name: 'Rate (%)' }).fill(rate);
        await requestForm(page).getByRole('button', { name: 'Send request' }).click();
        return;
      }
      await offerForm(page).getByLabel('Downline agent').selectOption('subagent02');
      await offerForm(page).getByRole('textbox', { name: 'Rate (%)' }).fill('2');
      await offerForm(page).getByRole('button', { name: 'Send offer' }).click();
    },
    'contract.terminate': async (page) => {
      await withDownlines(page)
        .getByRole('row', { name: /^subagent02\b.*1\.50 %.*Accepted/ })
        .getByRole('button', { name: 'Terminate the contract with subagent02' })
        .click();
    },
    'contract.answer': async (page) => {
      await main(page)
        .getByRole('region', { name: 'Waiting for your answer', exact: true })
        .getByRole('button', { name: 'Accept the contract from agent01' })
        .click();
    },
    'confirm.accept': async (page) => {
      if (await lowerRateDialog(page).isVisible()) {
        await lowerRateDialog(page).getByRole('button', { name: 'Send the request and end them' }).click();
        return;
      }
      // The confirmation's own action: Terminate or Accept.
      await confirmDialog(page)
        .getByRole('button', { name: /^(Terminate|Accept)$/ })
        .click();
    },
    'confirm.cancel': async (page) => {
      if (await lowerRateDialog(page).isVisible())
        await lowerRateDialog(page).getByRole('button', { name: "Don't send" }).click();
      else await confirmDialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    },
    [sent]: noAction,
    [refused]: noAction,
    'outcome.resend': async (page) => {
      await liftOnce(page);
      await unknownNote(page).getByRole('button', { name: 'Send again' }).click();
    },
  },
};

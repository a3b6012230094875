import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupAppWorld, type RenderOptions } from '../../../test/app-world';
import type { QaParams } from '../../../qa/qa-params';

const renderAppWorld = setupAppWorld();
const SLOW = { timeout: 10_000 };

/** Opens the agent centre at a contract page as `account` (a shared link: the visitor logs in on /agent first). */
async function openAsAgent(
  search: string,
  params: Partial<QaParams> = {},
  account = 'agent01',
  prepare?: RenderOptions['prepare'],
) {
  const world = renderAppWorld(params, { path: `/agentHome?${search}`, ...(prepare ? { prepare } : {}) });
  const login = await screen.findByRole('region', { name: 'Agent log in' }, SLOW);
  await userEvent.type(within(login).getByRole('textbox', { name: 'Username' }), account);
  await userEvent.type(within(login).getByLabelText('Password', { exact: true }), 'Demo@1234');
  await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
  const main = await screen.findByRole('main');
  await within(main).findByRole('navigation', { name: 'Agent centre' }, SLOW);
  return { world, main };
}

describe('a contract page', { timeout: 40_000 }, () => {
  it('a failed list shows the error with a retry, and the retry shows the contracts', async () => {
    const { world, main } = await openAsAgent('acPage=agentDividendRecordCopy2', {
      faults: [{ call: 'agentContractList', kind: '500' }],
    });
    const alert = await within(main).findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Network link abnormal');
    world.server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await within(main).findByRole('table', { name: 'With my downline agents' }, SLOW);
    expect(within(table).getByRole('rowheader', { name: /^subagent01/ })).toBeVisible();
    expect(table.textContent).toContain('10.00 %');
    expect(table.textContent).toContain('Half-monthly');
    // The settlements of the seeded month, with their totals row.
    const settlements = await within(main).findByRole(
      'table',
      { name: /^Settlements of dividend contracts, / },
      SLOW,
    );
    expect(within(settlements).getByRole('rowheader', { name: 'Total' })).toBeVisible();
  });

  it('contract flags that cannot load say so above the pages; the retry brings the contract pages', async () => {
    const { world, main } = await openAsAgent('acPage=agentTeamOverview', {
      faults: [{ call: 'consolidated', kind: '500' }],
    });
    const alert = await within(main).findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('The contract pages could not load.');
    expect(alert.textContent).toContain('Network link abnormal');
    const nav = within(main).getByRole('navigation', { name: 'Agent centre' });
    expect(within(nav).queryByRole('link', { name: 'Daily salary' })).toBeNull();
    world.server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(nav).findByRole('link', { name: 'Daily salary' }, SLOW)).toBeVisible();
    expect(within(main).queryByRole('alert')).toBeNull();
  });

  it('checks the rate before sending; an offer whose outcome is not known keeps what was typed', async () => {
    const { world, main } = await openAsAgent('acPage=agentDailyWages2', {
      faults: [{ call: 'agentContractOffer', kind: '500' }],
    });
    const offer = await within(main).findByRole('region', { name: 'Offer a contract' }, SLOW);
    const send = within(offer).getByRole('button', { name: 'Send offer' });
    await userEvent.click(send);
    expect(within(offer).getByText('Please enter a rate.')).toBeVisible();
    const rate = within(offer).getByRole('textbox', { name: 'Rate (%)' });
    await userEvent.type(rate, '9');
    await userEvent.click(send);
    expect(within(offer).getByText('The rate can be at most 5.00 %.')).toBeVisible();
    expect(world.store.world.agency.contracts.some((c) => c.status === 'processing')).toBe(false);

    const keys: string[] = [];
    world.server.events.on('request:start', ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      if (key) keys.push(key);
    });
    await userEvent.clear(rate);
    await userEvent.type(rate, '2.5');
    const period = within(offer).getByLabelText('Settlement period');
    // SPEC 9 salary-periods: daily, weekly, semimonthly (shown as half-monthly) and monthly.
    expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Daily', 'Weekly', 'Half-monthly', 'Monthly']);
    await userEvent.selectOptions(period, 'M');
    await userEvent.click(send);
    // A 5xx: the offer may have been made. The list reloads; the form says so and keeps what was typed.
    const failure = await within(offer).findByRole('alert', {}, SLOW);
    expect(failure.textContent).toContain('The outcome is not known yet; check the contracts list.');
    expect((rate as HTMLInputElement).value).toBe('2.5');
    expect((within(offer).getByLabelText('Settlement period') as HTMLSelectElement).value).toBe('M');

    // Sent again once the platform answers, with the same key: the offer is made.
    world.server.resetHandlers();
    await userEvent.click(within(failure).getByRole('button', { name: 'Send again' }));
    expect(
      await within(main).findByText('Offer sent to subagent01; it waits for their answer.', {}, SLOW),
    ).toBeVisible();
    expect(world.store.world.agency.contracts.find((c) => c.status === 'processing')).toMatchObject({
      ratePercent: 2.5,
      period: 'M',
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(sessionStorage.getItem('pendingOperations') ?? '[]')).toEqual([]);
  });

  it('declining the lower-rate confirmation sends nothing and ends nothing', async () => {
    const { world, main } = await openAsAgent('acPage=agentDailyWages2');
    const offer = await within(main).findByRole('region', { name: 'Offer a contract' }, SLOW);
    await userEvent.type(within(offer).getByRole('textbox', { name: 'Rate (%)' }), '1');
    await userEvent.click(within(offer).getByRole('button', { name: 'Send offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'This ends other contracts' }, SLOW);
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      'subagent02 (Sub Agent Two): 1.50 %, Daily',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: "Don't send" }));
    expect(await within(main).findByText('Nothing was sent: the contracts stay as they were.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const agency = world.store.world.agency;
    expect(agency.contracts.some((c) => c.status === 'processing')).toBe(false);
    expect(agency.contracts.find((c) => c.kind === 'dailySalary' && c.ratePercent === 1.5)!.status).toBe(
      'accepted',
    );
  });

  it('the cancelsOffer reading refuses the offer with the platform message, keeping the rate', async () => {
    const { world, main } = await openAsAgent('acPage=agentDailyWages2', {}, 'agent01', (mock) =>
      mock.store.update((state) => {
        state.agency.settings.lowerRateReading = 'cancelsOffer';
      }),
    );
    const offer = await within(main).findByRole('region', { name: 'Offer a contract' }, SLOW);
    const rate = within(offer).getByRole('textbox', { name: 'Rate (%)' });
    await userEvent.type(rate, '1');
    await userEvent.click(within(offer).getByRole('button', { name: 'Send offer' }));
    const failure = await within(offer).findByRole('alert', {}, SLOW);
    expect(failure.textContent).toBe(
      'Cancelled: the downline holds a higher-rate contract of this type with its own downline',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((rate as HTMLInputElement).value).toBe('1');
    expect(world.store.world.agency.contracts.some((c) => c.status === 'processing')).toBe(false);
  });

  it('opened with offerTo, the offer form is for that downline', async () => {
    const { main } = await openAsAgent('acPage=agentDividendRecordCopy2&offerTo=subagent01');
    const offer = await within(main).findByRole('region', { name: 'Offer a contract' }, SLOW);
    expect((within(offer).getByLabelText('Downline agent') as HTMLSelectElement).value).toBe('subagent01');
    // SPEC 2.6 agentDividendRecordCopy2: the id opens the dividend contracts (a share of the loss).
    expect(within(offer).getByText("A share of the team's loss, at most 60.00 %.")).toBeVisible();
  });

  it('a downline with an upline can ask it for a contract', async () => {
    const { world, main } = await openAsAgent('acPage=agentDividendRecordCopy2', {}, 'subagent02');
    const ask = await within(main).findByRole('region', { name: 'Ask my upline' }, SLOW);
    await userEvent.type(within(ask).getByRole('textbox', { name: 'Rate (%)' }), '12');
    await userEvent.click(within(ask).getByRole('button', { name: 'Send request' }));
    expect(
      await within(main).findByText('Request sent to subagent01; it waits for their answer.', {}, SLOW),
    ).toBeVisible();
    const table = await within(main).findByRole('table', { name: 'With my upline' }, SLOW);
    expect(table.textContent).toContain('Processing');
    expect(within(table).getByRole('button', { name: 'Withdraw the proposal to subagent01' })).toBeVisible();
    expect(world.store.world.agency.contracts.at(-1)).toMatchObject({ origin: 'request', ratePercent: 12 });
  });
});

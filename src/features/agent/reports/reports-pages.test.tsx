import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupAppWorld } from '../../../test/app-world';
import type { QaParams } from '../../../qa/qa-params';

const renderAppWorld = setupAppWorld();

/** Opens the agent centre at `acPage` as `account` (a shared link: the visitor logs in on /agent first). */
async function openAsAgent(acPage: string, params: Partial<QaParams> = {}, account = 'agent01') {
  const world = renderAppWorld(params, { path: `/agentHome?acPage=${acPage}` });
  const login = await screen.findByRole('region', { name: 'Agent log in' }, { timeout: 10_000 });
  await userEvent.type(within(login).getByRole('textbox', { name: 'Username' }), account);
  await userEvent.type(within(login).getByLabelText('Password', { exact: true }), 'Demo@1234');
  await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
  const main = await screen.findByRole('main');
  await within(main).findByRole('navigation', { name: 'Agent centre' }, { timeout: 10_000 });
  return { world, main };
}

describe('agent reports pages', { timeout: 40_000 }, () => {
  it('a failed report shows the error with a retry, and the retry shows the rows and their totals', async () => {
    const { world, main } = await openAsAgent('personalHistoryCopy', {
      faults: [{ call: 'agentTeamBetting', kind: '500' }],
    });
    const alert = await within(main).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Network link abnormal');
    // The fault lifted, Try again loads the report.
    world.server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await within(main).findByRole('table', { name: /^Team betting, / }, { timeout: 10_000 });
    expect(within(table).getByRole('rowheader', { name: 'Total for the period' })).toBeVisible();
    expect(within(main).queryByRole('alert')).toBeNull();
  });

  it('the member filter keeps what was typed while the report loads, and clears back to everyone', async () => {
    const { main } = await openAsAgent('agentDownlineTransactionDetailsCopy');
    const table = await within(main).findByRole('table', { name: /^Account details, / }, { timeout: 10_000 });
    const field = within(main).getByRole('textbox', { name: 'Member account' });
    await userEvent.type(field, 'subagent02{Enter}');
    await within(main).findByRole('button', { name: 'Clear member' });
    expect((field as HTMLInputElement).value).toBe('subagent02');
    await screen.findByText(/^Page 1 of \d+, [\d,]+ records$/, {}, { timeout: 10_000 });
    const accounts = within(table)
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(new Set(accounts)).toEqual(new Set(['subagent02']));
    await userEvent.click(within(main).getByRole('button', { name: 'Clear member' }));
    expect((field as HTMLInputElement).value).toBe('');
    expect(within(main).queryByRole('button', { name: 'Clear member' })).toBeNull();
  });

  it('a member outside the team finds nothing, in the empty state', async () => {
    const { main } = await openAsAgent('palStatementsAgentCopy', {}, 'subagent01');
    await within(main).findByRole('table', { name: /^User profit and loss, / }, { timeout: 10_000 });
    await userEvent.type(within(main).getByRole('textbox', { name: 'Member account' }), 'agent01{Enter}');
    expect(
      await within(main).findByText('Nothing in this period for these filters.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    // The upline's own figures are not the team's: no row of the report names it.
    expect(within(main).queryByRole('cell', { name: 'agent01' })).toBeNull();
  });
});

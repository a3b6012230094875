// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { balanceCall, loginCall, paymentOrdersCall } from '../src/api/contracts';
import { defaultQaParams } from '../src/api/contracts/qa';
import type { Scenario } from '../scenarios';
import { createMockServer } from '../mocks/node';
import { testApiClient } from '../mocks/test-world';
import { openSession } from '../mocks/world/accounts';
import { placeDeposit } from '../mocks/world/back-office';
import { DEMO_PASSWORD } from '../mocks/world/create-world';
import { exportWorldFile } from '../mocks/world-file';
import { idFromDescription, importScenario, registeredIndex } from './scenario-import';

// `npm run scenario:import` turns a saved world into a scenario that runs like the others.

const scenarios = resolve(import.meta.dirname, '../scenarios');
/** A scenarios folder of its own: the registry's index, and the two files a new scenario imports. */
const dir = mkdtempSync(join(tmpdir(), 'scenario-import-'));
writeFileSync(join(dir, 'index.ts'), readFileSync(join(scenarios, 'index.ts')));
writeFileSync(join(dir, 'types.ts'), `export * from '${scenarios}/types';\n`);
writeFileSync(join(dir, 'money-in-flight.ts'), `export { default } from '${scenarios}/money-in-flight';\n`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A world from `money-in-flight` in which demo01 has also asked for a deposit of 4,321, saved with a fault. */
function savedWorld() {
  const { mock } = createMockServer({ scenario: 'money-in-flight' });
  const demo = mock.store.world.members.find((member) => member.account === 'demo01')!;
  openSession(mock.store, demo.id);
  mock.store.update((world) => void placeDeposit(world, demo.id, 'dep-bkash', 432_100, Date.now()));
  const params = {
    ...defaultQaParams,
    scenario: 'money-in-flight',
    faults: [{ call: 'status', kind: '500' as const }],
  };
  const file = exportWorldFile(mock, params, 'money-in-flight', 'Deposit of 4,321 in review, and more');
  const path = join(dir, 'world.json');
  writeFileSync(path, JSON.stringify(file, null, 2));
  return { path, world: mock.store.world };
}

describe('npm run scenario:import', () => {
  it('writes a scenario that loads the saved world, and registers it last', async () => {
    const { path, world } = savedWorld();
    const written = await importScenario({ file: path, dir, bn: 'পর্যালোচনায় ৪,৩২১ টাকার ডিপোজিট' });
    const id = 'deposit-of-4-321-in';
    expect(written).toEqual([join(dir, `${id}.ts`), join(dir, 'index.ts')]);
    const index = readFileSync(join(dir, 'index.ts'), 'utf8');
    expect(index).toContain(`import depositOf4321In from './${id}';`);
    expect(index).toMatch(/ {2}functionOff,\n {2}depositOf4321In,\n\];/);

    const scenario = ((await import(join(dir, `${id}.ts`))) as { default: Scenario }).default;
    expect(scenario).toMatchObject({
      id,
      description: {
        en: 'Deposit of 4,321 in review, and more (a saved world: money-in-flight, seed 1)',
        bn: 'পর্যালোচনায় ৪,৩২১ টাকার ডিপোজিট (সংরক্ষিত জগৎ: money-in-flight, সিড 1)',
      },
      faults: [{ call: 'status', kind: '500' }],
      saved: { seed: 1, now: world.now },
    });
    // As the app and the HTTP mock server start it: composed from the registry's entry, any URL seed.
    const { server, store } = createMockServer({ scenario: id, seed: 7 }, undefined, { scenario });
    expect(store.world.money.orders).toEqual(world.money.orders);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      let token: string | null = null;
      const api = testApiClient(() => token);
      ({ token } = await api.request(loginCall, {
        type: 'username',
        username: 'demo01',
        password: DEMO_PASSWORD,
      }));
      const { orders } = await api.request(paymentOrdersCall, { kind: 'deposit' });
      expect(orders.map((order) => order.amount)).toEqual(expect.arrayContaining([4_321, 2_000]));
      const demo = world.members.find((member) => member.account === 'demo01')!;
      await expect(api.request(balanceCall, undefined)).resolves.toMatchObject({ balance: demo.balance });
    } finally {
      server.close();
    }
  });

  it('refuses an id that is taken or not kebab-case, and a bad file, writing nothing', async () => {
    const { path } = savedWorld();
    const index = readFileSync(join(dir, 'index.ts'), 'utf8');
    await expect(importScenario({ file: path, id: 'maintenance', dir })).rejects.toThrow(/exists already/);
    await expect(importScenario({ file: path, id: 'Not An Id', dir })).rejects.toThrow(/not a scenario id/);
    writeFileSync(join(dir, 'bad.json'), '{"kind": "something else"}');
    await expect(importScenario({ file: join(dir, 'bad.json'), id: 'bad-one', dir })).rejects.toThrow(
      /notWorldFile/,
    );
    expect(readFileSync(join(dir, 'index.ts'), 'utf8')).toBe(index);
    expect(() => registeredIndex(index, 'maintenance')).toThrow(/already imports/);
  });

  it('takes the id from the description, or asks for one', () => {
    expect(idFromDescription('Deposit in review!  (demo01)')).toBe('deposit-in-review-demo01');
    expect(idFromDescription('ডিপোজিট পর্যালোচনায়')).toBe('');
  });
});

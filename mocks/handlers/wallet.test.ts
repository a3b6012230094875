// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  balanceCall,
  balanceQuery,
  loginCall,
  merchantWalletCall,
  messageListCall,
  messageReadCall,
  unreadCountCall,
  uplineCall,
  uplineTransferCall,
  walletListCall,
  walletTransferCall,
  type WalletTransferRequest,
} from '../../src/api/contracts';
import { sentValues } from '../sent-values';
import { testWorlds, type TestWorld, testApiClient } from '../test-world';
import { ledgerProblems } from '../world/ledger';
import { deliverMessage } from '../world/messages';
import type { World } from '../world/types';
import { walletRefusals, walletVendors } from './wallet';

const world = testWorlds();

async function loggedIn(account: string, password = 'Demo@1234') {
  const w = world();
  const { token } = await w.api.request(loginCall, { type: 'username', username: account, password });
  w.useToken(token);
  return w;
}

const memberOf = (w: TestWorld, account: string) => w.store.world.members.find((m) => m.account === account)!;
/** Every member's money, to show that a transfer moved nothing but its own two wallets. */
const moneyOf = (state: World) =>
  Object.fromEntries(state.members.map((m) => [m.id, { balance: m.balance, wallets: { ...m.wallets } }]));

let keyCount = 0;
const newKey = () => `test-key-${++keyCount}`;
const transfer = (w: TestWorld, request: WalletTransferRequest, key = newKey()) =>
  w.api.request(walletTransferCall, request, { idempotencyKey: key });

describe('vendor wallets (SPEC 7.3)', () => {
  it("lists one wallet per vendor of the game menu with the member's balance in it", async () => {
    const w = await loggedIn('demo01');
    const demo = memberOf(w, 'demo01');
    const { wallets } = await w.api.request(walletListCall, balanceQuery);
    const codes = w.store.world.gameMenu.flatMap((entry) => entry.vendors.map((v) => v.vassalage));
    expect(wallets.map((wallet) => wallet.vassalage)).toEqual([...new Set(codes)]);
    for (const wallet of wallets) expect(wallet.balance).toBe(demo.wallets[wallet.vassalage] ?? 0);
    // The seeded month moved 500 into the first slot vendor.
    expect(wallets.find((wallet) => wallet.balance > 0)).toMatchObject({ balance: 500 });
  });

  it('answers the merchant wallet mode from the world (multi-wallet by default)', async () => {
    const w = await loggedIn('demo01');
    await expect(w.api.request(merchantWalletCall, undefined)).resolves.toEqual({ isSingle: false });
    w.store.update((state) => {
      state.money.settings.singleWallet = true;
    });
    await expect(w.api.request(merchantWalletCall, undefined)).resolves.toEqual({ isSingle: true });
  });

  it('transfers in and out move the main and the vendor wallet and nothing else', async () => {
    const w = await loggedIn('demo01');
    const demo = memberOf(w, 'demo01');
    const vendor = walletVendors(w.store.world).find((v) => !demo.wallets[v.vassalage])!.vassalage;
    const before = moneyOf(w.store.world);
    const ledgerBefore = w.store.world.money.ledger.length;

    const into = await transfer(w, { vassalage: vendor, direction: 'in', amount: 500.25 });
    expect(into).toMatchObject({ balance: 24_499.75, vendorBalance: 500.25 });
    expect(moneyOf(w.store.world)).toEqual({
      ...before,
      [demo.id]: { balance: 24_499.75, wallets: { ...before[demo.id]!.wallets, [vendor]: 500.25 } },
    });
    const sent = sentValues(w.server);
    await expect(w.api.request(balanceCall, balanceQuery)).resolves.toMatchObject({ balance: 24_499.75 });
    // The balance answer sums every wallet; the client reads the main wallet's own balance.
    const inGames = Object.values(memberOf(w, 'demo01').wallets).reduce((sum, amount) => sum + amount, 0);
    expect(await sent()).toMatchObject({
      sumBalance: 24_499.75 + inGames,
      balance: expect.arrayContaining([{ vassalage: vendor, availBalance: 500.25 }]),
    });
    expect(ledgerProblems(w.store.world)).toEqual([]);

    const out = await transfer(w, { vassalage: vendor, direction: 'out', amount: 500.25 });
    expect(out).toMatchObject({ balance: 25_000, vendorBalance: 0 });
    expect(out.reference).not.toBe(into.reference);
    expect(moneyOf(w.store.world)).toEqual({
      ...before,
      [demo.id]: { balance: 25_000, wallets: { ...before[demo.id]!.wallets, [vendor]: 0 } },
    });
    const { wallets } = await w.api.request(walletListCall, balanceQuery);
    expect(wallets.find((wallet) => wallet.vassalage === vendor)?.balance).toBe(0);
    // Two legs per transfer, both in the ledger.
    expect(
      w.store.world.money.ledger.slice(ledgerBefore).map((e) => [e.kind, e.wallet, e.amountMinor]),
    ).toEqual([
      ['walletTransfer', 'main', -50_025],
      ['walletTransfer', vendor, 50_025],
      ['walletTransfer', vendor, -50_025],
      ['walletTransfer', 'main', 50_025],
    ]);
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('refuses more than the source wallet holds, and changes nothing', async () => {
    const w = await loggedIn('demo01');
    const demo = memberOf(w, 'demo01');
    const funded = walletVendors(w.store.world).find((v) => demo.wallets[v.vassalage])!.vassalage;
    const before = structuredClone(w.store.world.money);
    const money = moneyOf(w.store.world);
    for (const request of [
      { vassalage: funded, direction: 'in', amount: 25_000.01 },
      { vassalage: funded, direction: 'out', amount: 500.01 },
    ] as const) {
      await expect(w.refused(transfer(w, request))).resolves.toMatchObject({
        status: 200,
        message: walletRefusals.insufficient.en,
      });
    }
    expect(moneyOf(w.store.world)).toEqual(money);
    expect(w.store.world.money).toEqual(before);
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it.each([
    ['zero', { amount: 0 }, walletRefusals.amountInvalid.en],
    ['negative', { amount: -5 }, walletRefusals.amountInvalid.en],
    ['three decimals', { amount: 1.005 }, walletRefusals.amountInvalid.en],
    ['an unknown vendor', { vassalage: 'NOPE' }, walletRefusals.vendorUnknown.en],
  ] as const)('refuses %s with nothing moved', async (_name, change, message) => {
    const w = await loggedIn('demo01');
    const vendor = walletVendors(w.store.world)[0]!.vassalage;
    const money = moneyOf(w.store.world);
    await expect(
      w.refused(transfer(w, { vassalage: vendor, direction: 'in', amount: 10, ...change })),
    ).resolves.toMatchObject({ message });
    expect(moneyOf(w.store.world)).toEqual(money);
  });

  it('answers in Bengali when asked in Bengali', async () => {
    const w = await loggedIn('demo01');
    const vendor = walletVendors(w.store.world)[0]!.vassalage;
    const token = Object.keys(w.store.world.sessions).at(-1)!;
    const bengali = testApiClient(() => token, 'BN');
    const call = bengali.request(
      walletTransferCall,
      { vassalage: vendor, direction: 'in', amount: 1_000_000 },
      { idempotencyKey: newKey() },
    );
    await expect(w.refused(call)).resolves.toMatchObject({ message: walletRefusals.insufficient.bn });
  });

  it('moves money once for the same idempotency key sent twice', async () => {
    const w = await loggedIn('demo01');
    const vendor = walletVendors(w.store.world)[1]!.vassalage;
    const key = newKey();
    const request = { vassalage: vendor, direction: 'in', amount: 700 } as const;
    const first = await transfer(w, request, key);
    const again = await transfer(w, request, key);
    expect(again).toEqual(first);
    expect(memberOf(w, 'demo01').balance).toBe(24_300);
    expect(memberOf(w, 'demo01').wallets[vendor]).toBe(700);
    expect(w.store.world.money.ledger.filter((e) => e.reference === first.reference)).toHaveLength(2);
    // A new key is a new transfer.
    await transfer(w, request);
    expect(memberOf(w, 'demo01').balance).toBe(23_600);
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('a refused key can be tried again once the money is there', async () => {
    const w = await loggedIn('demo01');
    const vendor = walletVendors(w.store.world)[1]!.vassalage;
    const key = newKey();
    await w.refused(transfer(w, { vassalage: vendor, direction: 'out', amount: 10 }, key));
    await transfer(w, { vassalage: vendor, direction: 'in', amount: 10 });
    await expect(
      transfer(w, { vassalage: vendor, direction: 'out', amount: 10 }, key),
    ).resolves.toMatchObject({
      vendorBalance: 0,
    });
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('single-wallet mode refuses transfers with nothing moved', async () => {
    const w = await loggedIn('demo01');
    w.store.update((state) => {
      state.money.settings.singleWallet = true;
    });
    const money = moneyOf(w.store.world);
    const vendor = walletVendors(w.store.world)[0]!.vassalage;
    await expect(
      w.refused(transfer(w, { vassalage: vendor, direction: 'in', amount: 10 })),
    ).resolves.toMatchObject({
      message: walletRefusals.singleWallet.en,
    });
    expect(moneyOf(w.store.world)).toEqual(money);
  });

  it('needs a session and a key', async () => {
    const w = world();
    await expect(w.refused(w.api.request(walletListCall, balanceQuery))).resolves.toMatchObject({
      status: 401,
    });
    await expect(
      w.refused(transfer(w, { vassalage: 'PG', direction: 'in', amount: 1 })),
    ).resolves.toMatchObject({ status: 401 });
    // The client itself refuses to send a money call without a key.
    await expect(
      w.api.request(walletTransferCall, { vassalage: 'PG', direction: 'in', amount: 1 }),
    ).rejects.toThrow(/idempotency key/);
  });
});

describe('transfer to the upline agent', () => {
  const send = (w: TestWorld, amount: number, paymentPassword = '112233', key = newKey()) =>
    w.api.request(uplineTransferCall, { amount, paymentPassword }, { idempotencyKey: key });

  it('names the upline of a downline, and none for a member without one', async () => {
    const sub = await loggedIn('subagent01');
    await expect(sub.api.request(uplineCall, undefined)).resolves.toEqual({
      upline: { account: 'agent01', nickname: memberOf(sub, 'agent01').nickname },
    });
    sub.close();
    const demo = await loggedIn('demo01');
    await expect(demo.api.request(uplineCall, undefined)).resolves.toEqual({ upline: null });
    await expect(demo.refused(send(demo, 10))).resolves.toMatchObject({
      message: walletRefusals.noUpline.en,
    });
  });

  it("moves the amount from the member's main wallet to the upline's, once per key", async () => {
    const w = await loggedIn('subagent01');
    const sub = memberOf(w, 'subagent01');
    const agent = memberOf(w, 'agent01');
    const before = moneyOf(w.store.world);
    const key = newKey();
    const answer = await send(w, 1_234.5, '112233', key);
    expect(answer.balance).toBe(before[sub.id]!.balance - 1_234.5);
    await expect(send(w, 1_234.5, '112233', key)).resolves.toEqual(answer);
    expect(moneyOf(w.store.world)).toEqual({
      ...before,
      [sub.id]: { ...before[sub.id]!, balance: before[sub.id]!.balance - 1_234.5 },
      [agent.id]: { ...before[agent.id]!, balance: before[agent.id]!.balance + 1_234.5 },
    });
    const legs = w.store.world.money.ledger.filter((e) => e.reference === answer.reference);
    expect(legs.map((e) => [e.memberId, e.kind, e.amountMinor, e.counterpartyId])).toEqual([
      [sub.id, 'uplineTransfer', -123_450, agent.id],
      [agent.id, 'uplineTransfer', 123_450, sub.id],
    ]);
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('a wrong payment password, too much or a bad amount changes nothing', async () => {
    const w = await loggedIn('subagent01');
    const before = structuredClone(w.store.world.money);
    const money = moneyOf(w.store.world);
    await expect(w.refused(send(w, 10, '000000'))).resolves.toMatchObject({
      message: walletRefusals.paymentPasswordWrong.en,
    });
    await expect(w.refused(send(w, 40_000.01))).resolves.toMatchObject({
      message: walletRefusals.insufficient.en,
    });
    await expect(w.refused(send(w, 0))).resolves.toMatchObject({ message: walletRefusals.amountInvalid.en });
    expect(moneyOf(w.store.world)).toEqual(money);
    expect(w.store.world.money).toEqual(before);
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('asks for a payment password first when none is set', async () => {
    const w = await loggedIn('subagent01');
    w.store.update((state) => {
      state.members.find((m) => m.account === 'subagent01')!.paymentPasswordHash = '';
    });
    await expect(w.refused(send(w, 10))).resolves.toMatchObject({
      message: walletRefusals.paymentPasswordNotSet.en,
    });
  });
});

describe('inbox (messageV2)', () => {
  it('lists the member’s messages newest first, 10 a page, all read after the seeded month', async () => {
    const w = await loggedIn('demo01');
    const demo = memberOf(w, 'demo01');
    const mine = w.store.world.messages.filter((m) => m.memberId === demo.id);
    expect(mine.length).toBeGreaterThan(0);
    const first = await w.api.request(messageListCall, { pageNum: 1, pageSize: 10 });
    expect(first).toMatchObject({
      pageNum: 1,
      totalCount: mine.length,
      totalPages: Math.ceil(mine.length / 10),
    });
    const times = first.content.map((m) => m.sentAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.content.every((m) => m.read)).toBe(true);
    expect(first.content[0]).toMatchObject({ params: { site: w.store.world.site.name, currency: '৳' } });
    await expect(w.api.request(unreadCountCall, undefined)).resolves.toEqual({ count: 0 });
  });

  it('pages through more than 10 messages', async () => {
    const w = await loggedIn('demo01');
    const demo = memberOf(w, 'demo01');
    w.store.update((state) => {
      for (let i = 0; i < 12; i++)
        deliverMessage(
          state,
          demo.id,
          'depositCredited',
          `${i + 1}.00`,
          new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
        );
    });
    const total = w.store.world.messages.filter((m) => m.memberId === demo.id).length;
    const first = await w.api.request(messageListCall, { pageNum: 1, pageSize: 10 });
    expect(first.content).toHaveLength(10);
    expect(first.content[0]!.params.amount).toBe('12.00');
    const second = await w.api.request(messageListCall, { pageNum: 2, pageSize: 10 });
    expect(second.content[0]!.params.amount).toBe('2.00');
    expect(second.totalPages).toBe(Math.ceil(total / 10));
    const ids = [first, second].flatMap((page) => page.content.map((m) => m.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('counts unread messages and marks one read, for its owner only', async () => {
    const w = await loggedIn('demo01');
    const demo = memberOf(w, 'demo01');
    const agent = memberOf(w, 'agent01');
    let mineId = '';
    let theirsId = '';
    w.store.update((state) => {
      mineId = deliverMessage(
        state,
        demo.id,
        'withdrawalApproved',
        '2,000.00',
        '2030-01-01T00:00:00.000Z',
      ).id;
      deliverMessage(state, demo.id, 'depositFailed', '1,044.00', '2030-01-01T00:01:00.000Z');
      theirsId = deliverMessage(state, agent.id, 'depositCredited', '10.00', '2030-01-01T00:02:00.000Z').id;
    });
    await expect(w.api.request(unreadCountCall, undefined)).resolves.toEqual({ count: 2 });
    const { content } = await w.api.request(messageListCall, { pageNum: 1, pageSize: 10 });
    expect(content.slice(0, 2).map((m) => [m.template, m.read])).toEqual([
      ['depositFailed', false],
      ['withdrawalApproved', false],
    ]);
    await w.api.request(messageReadCall, { id: mineId });
    await expect(w.api.request(unreadCountCall, undefined)).resolves.toEqual({ count: 1 });
    // Reading it again is harmless.
    await w.api.request(messageReadCall, { id: mineId });
    await expect(w.api.request(unreadCountCall, undefined)).resolves.toEqual({ count: 1 });
    await expect(w.refused(w.api.request(messageReadCall, { id: theirsId }))).resolves.toMatchObject({
      message: walletRefusals.messageUnknown.en,
    });
    expect(w.store.world.messages.find((m) => m.id === theirsId)!.read).toBe(false);
  });
});

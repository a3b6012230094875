// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addBankAccountCall,
  balanceCall,
  balanceQuery,
  bankAccountsCall,
  confirmWithdrawalCall,
  depositCall,
  depositPaidCall,
  depositReferenceCall,
  loginCall,
  paymentChannelsCall,
  paymentOrdersCall,
  withdrawCall,
  withdrawInfoCall,
  type ConfirmWithdrawalRequest,
  type WithdrawRequest,
} from '../../src/api/contracts';
import { testApiClient, testNow, testWorlds, type TestWorld } from '../test-world';
import { DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD } from '../world/create-world';
import { ledgerProblems } from '../world/ledger';
import { defaultChannels } from '../world/money-seed';
import { paymentsRefusal } from './payments';
import { refusalText } from './refusals';

const world = testWorlds();
const SECOND = 1_000;

// Only the clock is faked: the back office decides on the first request after `settleAt` (Date.now()).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNow);
});
afterEach(() => {
  vi.useRealTimers();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

let keyCount = 0;
const newKey = () => `test-key-${++keyCount}`;

async function loggedIn(account = 'demo01', password = DEMO_PASSWORD) {
  const w = world();
  const { token } = await w.api.request(loginCall, { type: 'username', username: account, password });
  w.useToken(token);
  return w;
}

const memberOf = (w: TestWorld, account: string) => w.store.world.members.find((m) => m.account === account)!;
const balanceOf = async (w: TestWorld) => (await w.api.request(balanceCall, balanceQuery)).balance;
const sound = (w: TestWorld) => expect(ledgerProblems(w.store.world)).toEqual([]);
const messagesOf = (w: TestWorld, account: string) =>
  w.store.world.messages.filter((m) => m.memberId === memberOf(w, account).id && !m.read);

/** A deposit on a channel, with the channel's method code as the deposit page sends it. */
const deposit = (w: TestWorld, amount: number, channelId = 'dep-bkash', key = newKey()) => {
  const bankType = defaultChannels().find((channel) => channel.id === channelId)?.code ?? '';
  return w.api.request(depositCall, { channelId, bankType, amount }, { idempotencyKey: key });
};

const withdrawal = (w: TestWorld, request: Partial<WithdrawRequest> = {}, key = newKey()) =>
  w.api.request(
    withdrawCall,
    {
      channelId: 'wd-bkash',
      amount: 1_000,
      bankCardId: memberOf(w, 'demo01').bankAccounts[0]!.id,
      password: DEMO_PAYMENT_PASSWORD,
      ...request,
    },
    { idempotencyKey: key },
  );

/** A tiny file as a data URL of `bytes` bytes. */
const dataUrl = (type: string, bytes: number) =>
  `data:${type};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
const proof = (name = 'proof.png', type = 'image/png', bytes = 2_000) => ({
  name,
  dataUrl: dataUrl(type, bytes),
});

/** A withdrawal the back office has paid out: awaiting the member's confirmation. */
async function paidOut(w: TestWorld, amount = 1_000) {
  const order = await withdrawal(w, { amount });
  later(10 * SECOND);
  const { orders } = await w.api.request(paymentOrdersCall, { kind: 'withdrawal' });
  expect(orders[0]).toMatchObject({ orderId: order.orderId, status: 'approved' });
  return orders[0]!;
}

describe('payments need a session', () => {
  it('answers 401 without a token', async () => {
    const { api, refused } = world();
    await expect(refused(api.request(paymentChannelsCall, { kind: 'deposit' }))).resolves.toMatchObject({
      status: 401,
    });
    await expect(refused(deposit({ api, refused } as TestWorld, 1_000))).resolves.toMatchObject({
      status: 401,
    });
  });
});

describe('channels', () => {
  it('lists the deposit channels with limits in major units, USDT as crypto', async () => {
    const { api } = await loggedIn();
    const { channels, currencySymbol } = await api.request(paymentChannelsCall, { kind: 'deposit' });
    expect(currencySymbol).toBe('৳');
    expect(channels.map((c) => c.method)).toEqual(['bkash', 'nagad', 'rocket', 'bank', 'usdt']);
    expect(channels[0]).toEqual({
      id: 'dep-bkash',
      method: 'bkash',
      name: 'bKash',
      kind: 'deposit',
      min: 200,
      max: 25_000,
      quickAmounts: [500, 1_000, 2_000, 5_000],
      crypto: false,
      code: 'MT4',
    });
    // Each method's code picks the deposit call: a transfer noted by its transaction id or a
    // remark, or a crypto wallet.
    expect(channels.map((c) => c.code)).toEqual(['MT4', 'MT4', 'MT4', 'MT', 'USDT']);
    expect(channels.find((c) => c.method === 'usdt')).toMatchObject({ crypto: true });
    const withdrawals = await api.request(paymentChannelsCall, { kind: 'withdrawal' });
    expect(withdrawals.channels.every((c) => c.kind === 'withdrawal')).toBe(true);
  });

  it('names a channel in the asked language, so a Bengali page names no method in English', async () => {
    const w = await loggedIn();
    const token = (
      await w.api.request(loginCall, { type: 'username', username: 'demo01', password: DEMO_PASSWORD })
    ).token;
    const bengali = testApiClient(() => token, 'BN');
    const names = async (api: typeof bengali) =>
      (await api.request(paymentChannelsCall, { kind: 'withdrawal' })).channels.map((c) => c.name);
    expect(await names(w.api)).toContain('Bank transfer');
    expect(await names(bengali)).toEqual(['bKash', 'Nagad', 'ব্যাংক ট্রান্সফার', 'USDT (TRC20)']);
  });

  it("sends each deposit to its method code's call, and refuses a code that is not the channel's", async () => {
    const w = await loggedIn();
    const paths: string[] = [];
    w.server.events.on('request:start', ({ request }) => {
      paths.push(new URL(request.url).pathname);
    });
    for (const channelId of ['dep-bkash', 'dep-bank', 'dep-usdt']) await deposit(w, 1_000, channelId);
    expect(paths).toEqual([
      '/wps/relay/MCSFE_manualTransferByTransactionId',
      '/wps/relay/MCSFE_manualTransferByRemark',
      '/wps/relay/MCSFE_depositVirtualWallet',
    ]);
    const orders = w.store.world.money.orders.length;
    await expect(
      w.refused(
        w.api.request(
          depositCall,
          { channelId: 'dep-bkash', bankType: 'USDT', amount: 1_000 },
          { idempotencyKey: newKey() },
        ),
      ),
    ).resolves.toMatchObject({ status: 200, message: expect.any(String) });
    expect(w.store.world.money.orders).toHaveLength(orders);
  });
});

describe('deposit', () => {
  it('waits in processing, then the back office credits it after 10 s and says so in the inbox', async () => {
    const w = await loggedIn();
    const before = messagesOf(w, 'demo01').length;
    const order = await deposit(w, 1_000);
    expect(order).toMatchObject({
      kind: 'deposit',
      amount: 1_000,
      status: 'processing',
      channelName: 'bKash',
      address: null,
    });
    expect(order.createdAt).toBe(new Date(testNow).toISOString());
    expect(await balanceOf(w)).toBe(25_000);
    const { orders } = await w.api.request(paymentOrdersCall, { kind: 'deposit' });
    expect(orders[0]).toMatchObject({ orderId: order.orderId, status: 'processing' });
    sound(w);

    later(9 * SECOND);
    expect(await balanceOf(w)).toBe(25_000);
    later(1 * SECOND);
    expect(await balanceOf(w)).toBe(26_000);
    const after = await w.api.request(paymentOrdersCall, { kind: 'deposit' });
    expect(after.orders[0]).toMatchObject({ orderId: order.orderId, status: 'approved', rejectReason: null });
    expect(messagesOf(w, 'demo01').slice(before)).toMatchObject([
      { template: 'depositCredited', params: { amount: '1,000.00', currency: '৳' } },
    ]);
    sound(w);
  });

  it('rejects an amount whose whole part ends in 44, moving nothing', async () => {
    const w = await loggedIn();
    const order = await deposit(w, 1_044);
    later(10 * SECOND);
    const { orders } = await w.api.request(paymentOrdersCall, { kind: 'deposit' });
    expect(orders[0]).toMatchObject({
      orderId: order.orderId,
      status: 'rejected',
      rejectReason: 'paymentNotReceived',
    });
    expect(await balanceOf(w)).toBe(25_000);
    expect(messagesOf(w, 'demo01').at(-1)).toMatchObject({ template: 'depositFailed' });
    sound(w);
  });

  it.each([
    [199.99, paymentsRefusal.amountRange('৳200.00', '৳25,000.00').en],
    [25_000.01, paymentsRefusal.amountRange('৳200.00', '৳25,000.00').en],
    [0, paymentsRefusal.amountInvalid.en],
    [12.345, paymentsRefusal.amountInvalid.en],
  ])('refuses %d on bKash with a message and places no order', async (amount, message) => {
    const w = await loggedIn();
    const orders = w.store.world.money.orders.length;
    await expect(w.refused(deposit(w, amount))).resolves.toMatchObject({ message });
    expect(w.store.world.money.orders).toHaveLength(orders);
    sound(w);
  });

  it('refuses an unknown channel and a withdrawal channel', async () => {
    const w = await loggedIn();
    for (const channelId of ['nope', 'wd-bkash'])
      await expect(w.refused(deposit(w, 1_000, channelId))).resolves.toMatchObject({
        message: paymentsRefusal.channelUnknown.en,
      });
  });

  it('answers a repeated idempotency key with the first order and credits once', async () => {
    const w = await loggedIn();
    const first = await deposit(w, 2_000, 'dep-bkash', 'same-key');
    const again = await deposit(w, 2_000, 'dep-bkash', 'same-key');
    expect(again).toEqual(first);
    expect(w.store.world.money.orders.filter((o) => o.status === 'processing')).toHaveLength(1);
    later(10 * SECOND);
    expect(await balanceOf(w)).toBe(27_000);
    // A repeat after the approval still moves nothing.
    await deposit(w, 2_000, 'dep-bkash', 'same-key');
    later(10 * SECOND);
    expect(await balanceOf(w)).toBe(27_000);
    sound(w);
  });

  it('gives the platform receiving address for a USDT deposit', async () => {
    const w = await loggedIn();
    const order = await deposit(w, 2_000, 'dep-usdt');
    expect(order.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const { orders } = await w.api.request(paymentOrdersCall, { kind: 'deposit' });
    expect(orders[0]!.address).toBe(order.address);
  });

  it('lists at most 10 recent deposits, newest first', async () => {
    const w = await loggedIn();
    for (let i = 0; i < 12; i++) {
      await deposit(w, 300 + i);
      later(SECOND);
    }
    const { orders } = await w.api.request(paymentOrdersCall, { kind: 'deposit' });
    expect(orders).toHaveLength(10);
    expect(orders[0]!.amount).toBe(311);
    expect(orders[9]!.amount).toBe(302);
    sound(w);
  });
});

/** demo01 in a scenario's world. */
async function loggedInTo(scenario: string) {
  const w = world({ scenario });
  const { token } = await w.api.request(loginCall, {
    type: 'username',
    username: 'demo01',
    password: DEMO_PASSWORD,
  });
  w.useToken(token);
  return w;
}

const noteReference = (w: TestWorld, depositId: string, referenceNo: string) =>
  w.api.request(depositReferenceCall, { depositId, referenceNo });
const reportPaid = (w: TestWorld, depositId: string) => w.api.request(depositPaidCall, { depositId });

describe('paying a deposit', () => {
  it('says where to pay a mobile-wallet deposit: the number, the exact amount, the reference, 30 minutes', async () => {
    const w = await loggedIn();
    const order = await deposit(w, 1_000);
    expect(order.payTo).toEqual({
      receiverName: expect.any(String),
      accountNumber: expect.stringMatching(/^01\d{9,10}$/),
      bankName: null,
      amount: 1_000,
      refCode: order.orderId,
      expireTime: new Date(testNow + 1_800 * SECOND).toISOString(),
      redirectUrl: 'bkash://',
      sourceAmount: null,
      exchangeRate: null,
      referenceRequired: true,
      referenceNo: null,
      reportedAt: null,
    });
    const bank = await deposit(w, 5_000, 'dep-bank');
    expect(bank.payTo).toMatchObject({
      bankName: 'Dutch-Bangla Bank',
      referenceRequired: false,
      redirectUrl: null,
    });
  });

  it('works out the USDT to send at the site rate, rounded up to the cent', async () => {
    const w = await loggedIn();
    const order = await deposit(w, 2_000, 'dep-usdt');
    expect(order.payTo).toMatchObject({
      accountNumber: null,
      exchangeRate: 122.5,
      sourceAmount: 16.33,
      refCode: null,
      referenceRequired: false,
    });
  });

  it('keeps the transaction id and the report on the order, and credits it once checked', async () => {
    const w = await loggedInTo('deposit-awaits-payment');
    const order = await deposit(w, 1_000);
    later(60 * SECOND);
    // Nobody said it was paid: it waits, whatever the review time.
    expect(await balanceOf(w)).toBe(25_000);
    const noted = await noteReference(w, order.orderId, '8N7A2KQ4LM');
    expect(noted.payTo).toMatchObject({ referenceNo: '8N7A2KQ4LM', reportedAt: null });
    const reported = await reportPaid(w, order.orderId);
    expect(reported).toMatchObject({
      status: 'processing',
      payTo: { reportedAt: new Date(Date.now()).toISOString() },
    });
    later(9 * SECOND);
    expect(await balanceOf(w)).toBe(25_000);
    later(1 * SECOND);
    expect(await balanceOf(w)).toBe(26_000);
    sound(w);
  });

  it('closes a deposit nobody reported when its window ends, and takes no report after', async () => {
    const w = await loggedInTo('deposit-expires');
    const order = await deposit(w, 1_000);
    later(19 * SECOND);
    const open = await w.api.request(paymentOrdersCall, { kind: 'deposit' });
    expect(open.orders[0]).toMatchObject({ orderId: order.orderId, status: 'processing' });
    later(1 * SECOND);
    const { orders } = await w.api.request(paymentOrdersCall, { kind: 'deposit' });
    expect(orders[0]).toMatchObject({ status: 'rejected', rejectReason: 'depositExpired' });
    expect(messagesOf(w, 'demo01').at(-1)).toMatchObject({ template: 'depositFailed' });
    await expect(w.refused(reportPaid(w, order.orderId))).resolves.toMatchObject({
      message: paymentsRefusal.depositClosed.en,
    });
    expect(await balanceOf(w)).toBe(25_000);
    sound(w);
  });

  it("refuses a malformed transaction id, and another member's deposit, changing nothing", async () => {
    const w = await loggedIn();
    const order = await deposit(w, 1_000);
    await expect(w.refused(noteReference(w, order.orderId, 'ab-1'))).resolves.toMatchObject({
      message: paymentsRefusal.referenceFormat.en,
    });
    await expect(w.refused(reportPaid(w, 'D9999999'))).resolves.toMatchObject({
      message: paymentsRefusal.depositClosed.en,
    });
    expect(w.store.world.money.orders.find((o) => o.id === order.orderId)!.payment).toMatchObject({
      referenceNo: null,
      reportedAt: null,
    });
  });

  it('lets a report speed up a payment the back office has not seen yet, and keeps the first report', async () => {
    const w = await loggedIn();
    const order = await deposit(w, 1_000);
    later(5 * SECOND);
    const first = await reportPaid(w, order.orderId);
    later(2 * SECOND);
    const second = await reportPaid(w, order.orderId);
    expect(second.payTo!.reportedAt).toBe(first.payTo!.reportedAt);
    // Seen 10 s after the request as by default: the report does not push it back.
    later(3 * SECOND);
    expect(await balanceOf(w)).toBe(26_000);
  });
});

describe('bank accounts', () => {
  it("lists the member's accounts with the number masked, and the banks", async () => {
    const w = await loggedIn();
    const { accounts, banks } = await w.api.request(bankAccountsCall, undefined);
    expect(accounts).toEqual([
      {
        id: 'BA1001',
        bankName: 'bKash',
        accountName: memberOf(w, 'demo01').realName,
        accountNumberMasked: '****1001',
      },
    ]);
    expect(banks).toContain('Dutch-Bangla Bank');
  });

  it('adds an account only in the registered real name, with 10 to 17 digits', async () => {
    const w = await loggedIn();
    const realName = memberOf(w, 'demo01').realName;
    const add = (
      accountName: string,
      accountNumber = '1234567890123',
      bankName = 'BRAC Bank',
      key = newKey(),
    ) => w.api.request(addBankAccountCall, { bankName, accountName, accountNumber }, { idempotencyKey: key });
    await expect(w.refused(add('Rahim 2'))).resolves.toMatchObject({
      message: paymentsRefusal.realNameFormat.en,
    });
    await expect(w.refused(add('Somebody Else'))).resolves.toMatchObject({
      message: refusalText.bankNameWrong,
    });
    await expect(w.refused(add(realName, '123456789'))).resolves.toMatchObject({
      message: paymentsRefusal.accountNumberInvalid.en,
    });
    await expect(w.refused(add(realName, '1234567890', 'Bank of Nowhere'))).resolves.toMatchObject({
      message: paymentsRefusal.bankUnknown.en,
    });
    const added = await add(`  ${realName.toUpperCase()} `, undefined, undefined, 'add-1');
    expect(added).toEqual({
      id: 'BA1001-2',
      bankName: 'BRAC Bank',
      accountName: realName,
      accountNumberMasked: '****0123',
    });
    // The same key again (a lost answer sent again) gets the first answer, nothing added.
    await expect(add(`  ${realName.toUpperCase()} `, undefined, undefined, 'add-1')).resolves.toEqual(added);
    await expect(w.refused(add(realName))).resolves.toMatchObject({
      message: paymentsRefusal.accountDuplicate.en,
    });
    const { accounts } = await w.api.request(bankAccountsCall, undefined);
    expect(accounts.map((a) => a.id)).toEqual(['BA1001', 'BA1001-2']);
    // The new account takes a withdrawal.
    await expect(withdrawal(w, { bankCardId: added.id, channelId: 'wd-bank' })).resolves.toMatchObject({
      bankAccount: { bankName: 'BRAC Bank', accountNumberMasked: '****0123' },
    });
    sound(w);
  });

  it('answers in Bengali when asked; refuses an add without an idempotency key', async () => {
    const w = await loggedIn();
    const send = (key: string | null) =>
      fetch('http://localhost/wps/v2/member/bankCards', {
        method: 'POST',
        headers: {
          Authorization: [...Object.keys(w.store.world.sessions)].at(-1)!,
          Merchant: 'DEMO',
          Language: 'BN',
          'Content-Type': 'application/json',
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: JSON.stringify({ bankName: 'BRAC Bank', accountName: 'x1', accountNumber: '1234567890' }),
      });
    await expect((await send('bn-1')).json()).resolves.toMatchObject({
      success: false,
      message: paymentsRefusal.realNameFormat.bn,
    });
    await expect((await send(null)).json()).resolves.toMatchObject({ success: false });
    expect(memberOf(w, 'demo01').bankAccounts).toHaveLength(1);
  });
});

describe('withdrawal', () => {
  it('tells the page the balance, the payment password and the confirmation rules', async () => {
    const w = await loggedIn();
    await expect(w.api.request(withdrawInfoCall, undefined)).resolves.toEqual({
      balance: 25_000,
      currencySymbol: '৳',
      hasPaymentPassword: true,
      confirmationMinutes: 30,
      forcedReceiptReading: 'noRefund',
      fullPaymentReading: 'arrivedInFull',
    });
  });

  it('takes the amount at once, then the back office pays out and asks for a confirmation', async () => {
    const w = await loggedIn();
    const order = await withdrawal(w, { amount: 1_000 });
    expect(order).toMatchObject({
      kind: 'withdrawal',
      status: 'processing',
      amount: 1_000,
      bankAccount: { bankName: 'bKash', accountNumberMasked: '****1001' },
      confirmation: null,
    });
    expect(await balanceOf(w)).toBe(24_000);
    sound(w);
    const paid = await paidOut(w, 500);
    expect(paid.confirmation).toEqual({
      status: 'awaiting',
      deadline: new Date(testNow + 10 * SECOND + 30 * 60 * SECOND).toISOString(),
      proofCount: 0,
      remark: null,
      answeredAt: null,
    });
    expect(messagesOf(w, 'demo01').map((m) => m.template)).toContain('withdrawalApproved');
    expect(await balanceOf(w)).toBe(23_500);
    sound(w);
  });

  it('refunds a rejected withdrawal (an amount ending in 44)', async () => {
    const w = await loggedIn();
    await withdrawal(w, { amount: 1_044 });
    expect(await balanceOf(w)).toBe(23_956);
    later(10 * SECOND);
    expect(await balanceOf(w)).toBe(25_000);
    const { orders } = await w.api.request(paymentOrdersCall, { kind: 'withdrawal' });
    expect(orders[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'accountCheckFailed',
      confirmation: null,
    });
    expect(messagesOf(w, 'demo01').at(-1)).toMatchObject({ template: 'withdrawalRejected' });
    sound(w);
  });

  it.each([
    ['a wrong withdrawal password', { password: '999999' }, paymentsRefusal.paymentPasswordWrong.en],
    [
      'an amount over the balance',
      { amount: 25_000.01, channelId: 'wd-nagad' },
      paymentsRefusal.insufficientBalance.en,
    ],
    [
      'an amount over the channel limit',
      { amount: 25_001 },
      paymentsRefusal.amountRange('৳500.00', '৳25,000.00').en,
    ],
    ['someone else’s bank account', { bankCardId: 'BA1002' }, paymentsRefusal.bankAccountMissing.en],
    [
      'a crypto withdrawal without a valid address',
      { channelId: 'wd-usdt', amount: 2_000, address: 'T123' },
      paymentsRefusal.addressInvalid.en,
    ],
  ] as Array<[string, Partial<WithdrawRequest>, string]>)(
    'refuses %s, changing no balance',
    async (_what, request, message) => {
      const w = await loggedIn();
      const ledger = w.store.world.money.ledger.length;
      const orders = w.store.world.money.orders.length;
      await expect(w.refused(withdrawal(w, request))).resolves.toMatchObject({ message });
      expect(await balanceOf(w)).toBe(25_000);
      expect(w.store.world.money.ledger).toHaveLength(ledger);
      expect(w.store.world.money.orders).toHaveLength(orders);
      sound(w);
    },
  );

  it('a refused key is decided afresh: the right password then goes through once', async () => {
    const w = await loggedIn();
    await w.refused(withdrawal(w, { password: '000000' }, 'key-a'));
    // A new attempt of the same form keeps its key only for the same request; here the request changed.
    const order = await withdrawal(w, {}, 'key-b');
    const repeat = await withdrawal(w, {}, 'key-b');
    expect(repeat).toEqual(order);
    expect(await balanceOf(w)).toBe(24_000);
    sound(w);
  });

  it('pays to a crypto address', async () => {
    const w = await loggedIn();
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    const order = await withdrawal(w, {
      channelId: 'wd-usdt',
      amount: 2_000,
      address,
      bankCardId: undefined,
    });
    expect(order).toMatchObject({ address, bankAccount: null });
    sound(w);
  });

  it('refuses a member without a withdrawal password', async () => {
    const w = world();
    const member = w.store.world.members.find((m) => m.id === 2000)!;
    w.store.update(() => {
      member.bankAccounts = [
        { id: 'BAX', bankName: 'bKash', accountName: member.realName, accountNumber: '01700000000' },
      ];
    });
    const { token } = await w.api.request(loginCall, {
      type: 'username',
      username: member.account,
      password: DEMO_PASSWORD,
    });
    w.useToken(token);
    await expect(w.api.request(withdrawInfoCall, undefined)).resolves.toMatchObject({
      hasPaymentPassword: false,
    });
    await expect(w.refused(withdrawal(w, { bankCardId: 'BAX', amount: 500 }))).resolves.toMatchObject({
      message: paymentsRefusal.noPaymentPassword.en,
    });
    sound(w);
  });
});

describe('withdrawal confirmation (SPEC 4.11)', () => {
  const answer = (w: TestWorld, request: ConfirmWithdrawalRequest) =>
    w.api.request(confirmWithdrawalCall, request);

  it('takes Received, and the same answer again, but nothing else afterwards', async () => {
    const w = await loggedIn();
    const paid = await paidOut(w);
    const received = await answer(w, { orderId: paid.orderId, answer: 'received' });
    expect(received.confirmation).toMatchObject({
      status: 'received',
      answeredAt: new Date(Date.now()).toISOString(),
    });
    await expect(answer(w, { orderId: paid.orderId, answer: 'received' })).resolves.toMatchObject({
      confirmation: { status: 'received' },
    });
    await expect(
      w.refused(answer(w, { orderId: paid.orderId, answer: 'notReceived', remark: '', proofs: [proof()] })),
    ).resolves.toMatchObject({ message: paymentsRefusal.confirmationClosed.en });
    expect(await balanceOf(w)).toBe(24_000);
    sound(w);
  });

  it('takes Not received with proofs and a remark; a forced receipt then refunds nothing (noRefund)', async () => {
    const w = await loggedIn();
    const paid = await paidOut(w);
    const disputed = await answer(w, {
      orderId: paid.orderId,
      answer: 'notReceived',
      remark: 'Nothing arrived in my bKash',
      proofs: [proof('a.png'), proof('b.jpg', 'image/jpeg'), proof('c.png')],
    });
    expect(disputed.confirmation).toMatchObject({
      status: 'notReceived',
      proofCount: 3,
      remark: 'Nothing arrived in my bKash',
    });
    later(10 * SECOND);
    const { orders } = await w.api.request(paymentOrdersCall, { kind: 'withdrawal' });
    expect(orders[0]!.confirmation).toMatchObject({ status: 'forcedReceived' });
    expect(await balanceOf(w)).toBe(24_000);
    sound(w);
  });

  it("returns the amount on a forced receipt under the 'refund' reading", async () => {
    const w = await loggedIn();
    w.store.update((state) => {
      state.money.settings.forcedReceiptReading = 'refund';
    });
    const paid = await paidOut(w);
    await answer(w, { orderId: paid.orderId, answer: 'notReceived', remark: '', proofs: [proof()] });
    expect(await balanceOf(w)).toBe(24_000);
    later(10 * SECOND);
    expect(await balanceOf(w)).toBe(25_000);
    await expect(w.api.request(withdrawInfoCall, undefined)).resolves.toMatchObject({
      forcedReceiptReading: 'refund',
    });
    sound(w);
  });

  // SPEC 4.11 "full payment", default reading: the payout arrived only in part.
  it('takes Received in part with the amount and proofs; a refund-reading forced receipt returns the shortfall', async () => {
    const w = await loggedIn();
    w.store.update((state) => {
      state.money.settings.forcedReceiptReading = 'refund';
    });
    const paid = await paidOut(w);
    const part = { orderId: paid.orderId, answer: 'partlyReceived' as const, remark: '', proofs: [proof()] };
    for (const amountReceived of [0, 1_000, 1_200, 10.001])
      await expect(w.refused(answer(w, { ...part, amountReceived }))).resolves.toMatchObject({
        message: paymentsRefusal.partAmount('৳1,000.00').en,
      });
    await expect(w.refused(answer(w, { ...part, amountReceived: 600, proofs: [] }))).resolves.toMatchObject({
      message: paymentsRefusal.proofRequired.en,
    });
    const disputed = await answer(w, { ...part, amountReceived: 600 });
    expect(disputed.confirmation).toMatchObject({
      status: 'partlyReceived',
      amountReceived: 600,
      proofCount: 1,
    });
    later(10 * SECOND);
    const { orders } = await w.api.request(paymentOrdersCall, { kind: 'withdrawal' });
    expect(orders[0]!.confirmation).toMatchObject({ status: 'forcedReceived', amountReceived: 600 });
    expect(await balanceOf(w)).toBe(24_400);
    sound(w);
  });

  it('refuses Received in part under the payoutStatus reading (scenario full-payment-status)', async () => {
    const w = await loggedIn();
    w.store.update((state) => {
      state.money.settings.fullPaymentReading = 'payoutStatus';
    });
    await expect(w.api.request(withdrawInfoCall, undefined)).resolves.toMatchObject({
      fullPaymentReading: 'payoutStatus',
    });
    const paid = await paidOut(w);
    await expect(
      w.refused(
        answer(w, {
          orderId: paid.orderId,
          answer: 'partlyReceived',
          amountReceived: 600,
          remark: '',
          proofs: [proof()],
        }),
      ),
    ).resolves.toMatchObject({ message: paymentsRefusal.partNotOffered.en });
    await expect(answer(w, { orderId: paid.orderId, answer: 'received' })).resolves.toMatchObject({
      confirmation: { status: 'received' },
    });
    sound(w);
  });

  it('counts an unanswered payout as received after the configured minutes', async () => {
    const w = await loggedIn();
    const paid = await paidOut(w);
    later(30 * 60 * SECOND - 1);
    expect(
      (await w.api.request(paymentOrdersCall, { kind: 'withdrawal' })).orders[0]!.confirmation!.status,
    ).toBe('awaiting');
    later(1);
    const { orders } = await w.api.request(paymentOrdersCall, { kind: 'withdrawal' });
    expect(orders[0]!.confirmation).toMatchObject({
      status: 'autoReceived',
      answeredAt: paid.confirmation!.deadline,
    });
    await expect(w.refused(answer(w, { orderId: paid.orderId, answer: 'received' }))).resolves.toMatchObject({
      message: paymentsRefusal.confirmationClosed.en,
    });
    sound(w);
  });

  it.each([
    ['no proof image', [], paymentsRefusal.proofRequired.en],
    ['4 images', [proof(), proof(), proof(), proof()], paymentsRefusal.proofRules.en],
    ['a gif', [{ name: 'x.gif', dataUrl: dataUrl('image/gif', 100) }], paymentsRefusal.proofRules.en],
    ['a 6 MB png', [proof('big.png', 'image/png', 6 * 1024 * 1024)], paymentsRefusal.proofRules.en],
    [
      'something not a data URL',
      [{ name: 'x.png', dataUrl: 'https://example.com/x.png' }],
      paymentsRefusal.proofRules.en,
    ],
  ])('refuses Not received with %s', async (_what, proofs, message) => {
    const w = await loggedIn();
    const paid = await paidOut(w);
    await expect(
      w.refused(answer(w, { orderId: paid.orderId, answer: 'notReceived', remark: '', proofs })),
    ).resolves.toMatchObject({ message });
    const { orders } = await w.api.request(paymentOrdersCall, { kind: 'withdrawal' });
    expect(orders[0]!.confirmation!.status).toBe('awaiting');
  });

  it('refuses a remark over 140 characters, and an order that is not awaiting or not the member’s', async () => {
    const w = await loggedIn();
    const paid = await paidOut(w);
    await expect(
      w.refused(
        answer(w, {
          orderId: paid.orderId,
          answer: 'notReceived',
          remark: 'x'.repeat(141),
          proofs: [proof()],
        }),
      ),
    ).resolves.toMatchObject({ message: paymentsRefusal.remarkLimit.en });
    await expect(
      answer(w, { orderId: paid.orderId, answer: 'notReceived', remark: 'x'.repeat(140), proofs: [proof()] }),
    ).resolves.toMatchObject({ confirmation: { status: 'notReceived' } });
    const processing = await withdrawal(w, { amount: 600 });
    await expect(
      w.refused(answer(w, { orderId: processing.orderId, answer: 'received' })),
    ).resolves.toMatchObject({
      message: paymentsRefusal.confirmationClosed.en,
    });
    const others = w.store.world.money.orders.find(
      (o) => o.memberId !== memberOf(w, 'demo01').id && o.confirmation,
    );
    await expect(w.refused(answer(w, { orderId: others!.id, answer: 'received' }))).resolves.toMatchObject({
      message: paymentsRefusal.confirmationClosed.en,
    });
    sound(w);
  });
});

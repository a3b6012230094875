// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addBankAccountCall,
  calls,
  changePasswordCall,
  claimMissionCall,
  claimRaffleCall,
  confirmWithdrawalCall,
  convertPointsCall,
  depositCall,
  depositPaidCall,
  depositReferenceCall,
  downlineTransferCall,
  forgotPasswordEmailCall,
  freePlayCall,
  loginCall,
  oneClickLoginCall,
  promotionClaimCall,
  redeemCall,
  registerCall,
  registerMobileCall,
  setPasswordByPhoneCall,
  smsCodeNoLoginCall,
  smsCodeRegisterCall,
  uplineTransferCall,
  walletTransferCall,
  wire,
  withdrawCall,
  type CallDef,
} from '../../src/api/contracts';
import { signedIn, testWorlds, type TestWorld } from '../test-world';
import { DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD } from '../world/create-world';

// The auth and money calls' requests have schemas in their contracts; the mock platform
// refuses a request that does not match one (HTTP 400 `request_body_required`) before acting on it.

const world = testWorlds();

type AnyCall = CallDef<unknown, unknown>;
type Case<Req = unknown> = {
  call: CallDef<Req, unknown>;
  /** The account the request is sent as (subagent01 and agent01 for the transfers up and down). */
  as?: string;
  /** Typed by the contract, as the client would send it. */
  wellFormed: (w: TestWorld) => Req;
  malformed: unknown;
};
const caseOf = <Req>(c: Case<Req>) => c as unknown as Case;

/** A username registration's common fields (the captcha is the mock's). */
const registration = {
  password: 'Abc@12345',
  confirmPassword: 'Abc@12345',
  captcha: '1234',
  domain: 'luckyplay.example.com',
  registerUrl: 'https://luckyplay.example.com/',
  registerMethod: 'WEB' as const,
  login: true as const,
};
const memberOf = (w: TestWorld, account: string) => w.store.world.members.find((m) => m.account === account)!;

/** One well-formed and one malformed request for every call that has a request schema. */
const cases: Case[] = [
  caseOf({
    call: loginCall,
    wellFormed: () => ({ type: 'username', username: 'demo01', password: DEMO_PASSWORD }),
    malformed: { type: 'username', username: 'demo01', password: 1234 },
  }),
  caseOf({
    call: oneClickLoginCall,
    wellFormed: () => ({ provider: 'google', idToken: 'mock-google-demo01' }),
    malformed: { provider: 'myspace', idToken: 'mock-myspace-demo01' },
  }),
  caseOf({
    call: freePlayCall,
    wellFormed: () => ({ os: 'test', platform: 'W' }),
    malformed: { os: 'test' },
  }),
  caseOf({
    call: changePasswordCall,
    wellFormed: () => ({
      oldPassword: DEMO_PASSWORD,
      newPassword: 'New@12345',
      confirmNewPassword: 'New@12345',
    }),
    malformed: { oldPassword: DEMO_PASSWORD, newPassword: 'New@12345' },
  }),
  caseOf({
    call: forgotPasswordEmailCall,
    wellFormed: (w) => ({ username: 'demo01', email: memberOf(w, 'demo01').email }),
    malformed: { username: 'demo01' },
  }),
  caseOf({
    call: setPasswordByPhoneCall,
    wellFormed: () => ({ newPassword: 'New@12345', mobileNum: '01712345678', verificationCode: '123456' }),
    malformed: { newPassword: 'New@12345', mobileNum: '01712345678', verificationCode: 123456 },
  }),
  caseOf({
    call: registerCall,
    wellFormed: () => ({ ...registration, username: 'newplayer7' }),
    malformed: { ...registration, username: 'newplayer7', login: 'yes' },
  }),
  caseOf({
    call: registerMobileCall,
    wellFormed: () => ({ ...registration, mobileNum: '01898765432', verificationCode: '123456' }),
    malformed: { ...registration, mobileNum: 1898765432, verificationCode: '123456' },
  }),
  caseOf({
    call: smsCodeNoLoginCall,
    wellFormed: () => ({ mobileNum: '01712345678', countryDialingCode: '880' }),
    malformed: { mobileNum: '01712345678' },
  }),
  caseOf({
    call: smsCodeRegisterCall,
    wellFormed: () => ({ mobileNo: '01898765432', countryDialingCode: '880', type: 'mobile' }),
    malformed: { mobileNo: '01898765432', countryDialingCode: '880', type: 'email' },
  }),
  caseOf({
    call: depositCall,
    wellFormed: () => ({ channelId: 'dep-bkash', bankType: 'MT4', amount: 500 }),
    malformed: { channelId: 'dep-bkash', bankType: 'MT4', amount: '500' },
  }),
  caseOf({
    call: depositReferenceCall,
    wellFormed: () => ({ depositId: 'D-unknown', referenceNo: '8N7A2KQ4LM' }),
    malformed: { depositId: 'D-unknown' },
  }),
  caseOf({
    call: depositPaidCall,
    wellFormed: () => ({ depositId: 'D-unknown' }),
    malformed: { orderId: 'D-unknown' },
  }),
  caseOf({
    call: addBankAccountCall,
    wellFormed: (w) => ({
      bankName: 'Nagad',
      accountName: memberOf(w, 'demo01').realName,
      accountNumber: '01799999999',
    }),
    malformed: { bankName: 'Nagad', accountName: 'Rahim Islam', accountNumber: 1799999999 },
  }),
  caseOf({
    call: withdrawCall,
    wellFormed: (w) => ({
      channelId: 'wd-bkash',
      amount: 1_000,
      bankCardId: memberOf(w, 'demo01').bankAccounts[0]!.id,
      password: DEMO_PAYMENT_PASSWORD,
    }),
    malformed: { channelId: 'wd-bkash', amount: 1_000 },
  }),
  caseOf({
    call: confirmWithdrawalCall,
    wellFormed: () => ({ orderId: 'W-unknown', answer: 'received' }),
    malformed: { orderId: 'W-unknown', answer: 'notReceived', remark: 'never came' },
  }),
  caseOf({
    call: walletTransferCall,
    wellFormed: (w) => ({
      vassalage: w.store.world.gameMenu[0]!.vendors[0]!.vassalage,
      direction: 'in',
      amount: 10,
    }),
    malformed: { vassalage: 'PG', direction: 'sideways', amount: 10 },
  }),
  caseOf({
    call: uplineTransferCall,
    as: 'subagent01',
    wellFormed: () => ({ amount: 10, paymentPassword: DEMO_PAYMENT_PASSWORD }),
    malformed: { amount: null, paymentPassword: DEMO_PAYMENT_PASSWORD },
  }),
  caseOf({
    call: downlineTransferCall,
    as: 'agent01',
    wellFormed: () => ({ account: 'subagent01', amount: 10, paymentPassword: DEMO_PAYMENT_PASSWORD }),
    malformed: { amount: 10, paymentPassword: DEMO_PAYMENT_PASSWORD },
  }),
  caseOf({
    call: redeemCall,
    wellFormed: () => ({ rewardId: 'unknown-reward', paymentPassword: DEMO_PAYMENT_PASSWORD }),
    malformed: { rewardId: 5, paymentPassword: DEMO_PAYMENT_PASSWORD },
  }),
  caseOf({
    call: convertPointsCall,
    wellFormed: () => ({ points: 200, paymentPassword: DEMO_PAYMENT_PASSWORD }),
    malformed: { points: '200', paymentPassword: DEMO_PAYMENT_PASSWORD },
  }),
  caseOf({
    call: promotionClaimCall,
    wellFormed: () => ({ promotionId: 'unknown-promotion', language: 'EN' }),
    malformed: { promotionId: 'unknown-promotion', language: 'FR' },
  }),
  caseOf({ call: claimMissionCall, wellFormed: () => ({ missionId: 'unknown-mission' }), malformed: {} }),
  caseOf({
    call: claimRaffleCall,
    wellFormed: () => ({ raffleId: 'unknown-raffle' }),
    malformed: { raffleId: ['unknown-raffle'] },
  }),
];

let keyCount = 0;

/** Sends a request as the client would (encrypted, keyed), whatever its shape; answers how it ended. */
async function send(w: TestWorld, call: CallDef<unknown, unknown>, payload: unknown) {
  const options = call.money ? { idempotencyKey: `schema-key-${++keyCount}` } : {};
  return w.api.request(call, payload, options).then(
    () => ({ status: 200, code: null as string | null | undefined }),
    (error: unknown) => w.refused(Promise.reject(error)),
  );
}

describe('request schemas of the auth and money calls', () => {
  it('has a case for every call whose contract has a request schema', () => {
    const withSchema = Object.values(calls as Record<string, AnyCall>)
      .filter((call) => call.requestSchema)
      .map((call) => call.name);
    expect(cases.map(({ call }) => call.name).sort()).toEqual([...new Set(withSchema)].sort());
  });

  it.each(cases.map((c) => [c.call.name, c] as const))(
    '%s: a malformed request is refused and changes nothing; a well-formed one is acted on',
    async (_name, { call, as = 'demo01', wellFormed, malformed }) => {
      const w = await signedIn(world(), as);
      const before = JSON.stringify(w.store.world);

      const refused = await send(w, call as AnyCall, malformed);
      expect(refused).toMatchObject({ status: 400, code: wire.codes.requestBodyRequired });
      expect(JSON.stringify(w.store.world)).toBe(before);

      // Answered, or refused for what it asks (an unknown reward…), never as unreadable.
      const answer = await send(w, call as AnyCall, wellFormed(w));
      expect(answer.code).not.toBe(wire.codes.requestBodyRequired);
      expect(answer.status).not.toBe(400);
    },
  );

  it('opens a session for a well-formed login only', async () => {
    const w = world();
    await expect(
      w.refused(
        w.api.request(loginCall, { type: 'password', username: 'demo01', password: DEMO_PASSWORD } as never),
      ),
    ).resolves.toMatchObject({ status: 400, code: wire.codes.requestBodyRequired });
    expect(w.store.world.sessions).toEqual({});
    const { token } = await w.api.request(loginCall, {
      type: 'username',
      username: 'demo01',
      password: DEMO_PASSWORD,
    });
    expect(w.store.world.sessions[token]).toBe(memberOf(w, 'demo01').id);
  });

  it('refuses a body that is not JSON as unreadable, placing no order', async () => {
    const w = await signedIn(world());
    const token = Object.keys(w.store.world.sessions)[0]!;
    const orders = w.store.world.money.orders.length;
    const response = await fetch(`http://localhost/${depositCall.path}`, {
      method: 'POST',
      headers: {
        [wire.headers.merchant]: 'DEMO',
        [wire.headers.token]: token,
        [wire.headers.idempotencyKey]: 'schema-not-json',
        'Content-Type': 'application/json',
      },
      body: '{"channelId": "dep-bkash", "bankType": "MT4", "amount": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      errorCode: wire.codes.requestBodyRequired,
    });
    expect(w.store.world.money.orders).toHaveLength(orders);
  });
});

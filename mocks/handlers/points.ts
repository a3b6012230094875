import type { HttpHandler } from 'msw';
import {
  claimRebateCall,
  convertPointsCall,
  pointsBalanceCall,
  pointsConfigCall,
  pointsDetailsCall,
  pointsRewardsCall,
  rebateSummaryCall,
  redeemCall,
  redeemListCall,
  vipLevelsCall,
  type PointsRecord as RecordView,
  type PointsRecordsPage,
  type PointsRecordsRequest,
  type PointsReward as RewardView,
  type RebateClaim as ClaimView,
} from '../../src/api/contracts';
import { InsufficientFunds, toMajor, walletMinor } from '../world/ledger';
import { MAIN_WALLET } from '../world/money-types';
import { passwordMatches } from '../world/passwords';
import {
  accrualDue,
  accruePoints,
  claimRebate,
  convertPoints,
  placeRedeem,
  pointsDue,
  pointsOf,
  settlePoints,
  unclaimedRebate,
  vipOf,
} from '../world/points-world';
import type { PointsRecord, PointsReward, RebateClaim } from '../world/points-types';
import type { WorldStore } from '../world/store';
import type { MockMember, World } from '../world/types';
import { refusalCode, type RefusalMessage } from './refusals';
import { mockCall, once, refuse, requestLanguage, withMember } from './respond';

/**
 * Points mall, VIP and rebates, answered from the world (mocks/world/points-world.ts).
 * Before answering a member, the points catch up: turnover since the last look earns its points,
 * and redeems due for the back office are decided (like deposits and withdrawals, nothing runs on a
 * timer). Redeem, convert and the rebate claim run inside `once`, so a repeated idempotency key
 * moves nothing twice; money moves only through the ledger.
 */

/** What the mock platform says when it refuses a points call, in both languages. */
export const pointsRefusal = {
  mallOff: { en: 'The points mall is not available', bn: 'পয়েন্ট মল এখন চালু নেই' },
  rebateOff: { en: 'Manual rebate is not available', bn: 'ম্যানুয়াল রিবেট এখন চালু নেই' },
  rewardUnknown: { en: 'This reward is not available', bn: 'এই পুরস্কারটি পাওয়া যাচ্ছে না' },
  outOfStock: { en: 'This reward is out of stock', bn: 'এই পুরস্কারটির স্টক শেষ' },
  notEnoughPoints: { en: 'Not enough points', bn: 'পর্যাপ্ত পয়েন্ট নেই' },
  insufficientBalance: {
    en: 'Insufficient balance for the amount required',
    bn: 'প্রয়োজনীয় পরিমাণের জন্য পর্যাপ্ত ব্যালেন্স নেই',
  },
  noPaymentPassword: {
    en: 'Please set a payment password in the security centre first',
    bn: 'অনুগ্রহ করে আগে নিরাপত্তা কেন্দ্রে পেমেন্ট পাসওয়ার্ড সেট করুন',
  },
  paymentPasswordWrong: { en: 'The payment password is incorrect', bn: 'পেমেন্ট পাসওয়ার্ড ভুল' },
  pointsInvalid: (min: string) => ({
    en: `Enter whole points, at least ${min}`,
    bn: `পুরো সংখ্যায় পয়েন্ট লিখুন, কমপক্ষে ${min}`,
  }),
  nothingToClaim: { en: 'There is no rebate to claim yet', bn: 'দাবি করার মতো কোনো রিবেট এখনো নেই' },
} satisfies Record<string, RefusalMessage | ((...args: string[]) => RefusalMessage)>;

/** Records a page shows. */
export const POINTS_PAGE_SIZE = 10;

const bengali = (request: Request) => requestLanguage(request) === 'bn';

function rewardView(reward: PointsReward, bn: boolean): RewardView {
  return {
    id: reward.id,
    name: bn ? reward.name.bn : reward.name.en,
    kind: reward.kind,
    pointsRequired: reward.pointsRequired,
    amountRequired: toMajor(reward.amountRequiredMinor),
    cashAmount: toMajor(reward.cashMinor),
    unit: reward.unit,
    stock: reward.stock,
    hue: reward.hue,
  };
}

function recordView(world: World, record: PointsRecord, bn: boolean): RecordView {
  const reward = world.points.rewards.find((r) => r.id === record.rewardId);
  return {
    referenceNo: record.id,
    applicationTime: record.at,
    type: record.type,
    status: record.status,
    rewardName: reward ? (bn ? reward.name.bn : reward.name.en) : null,
    pointsRequired: record.pointsRequired,
    amountRequired: toMajor(record.amountRequiredMinor),
    changedPoints: record.changedPoints,
    pointBalance: record.pointBalance,
    remark: record.remark,
    unit: record.unit,
    pointRatio: record.pointRatio,
    cashAmount: toMajor(record.cashMinor),
  };
}

const claimView = (claim: RebateClaim): ClaimView => ({
  claimId: claim.id,
  claimedAt: claim.at,
  since: claim.since,
  rebate: toMajor(claim.rebateMinor),
  cashback: toMajor(claim.cashbackMinor),
});

/** Newest first (a later record of the same instant first), one page. */
function pageOf(
  world: World,
  records: PointsRecord[],
  query: Partial<PointsRecordsRequest> | undefined,
  bn: boolean,
): PointsRecordsPage {
  const size = Math.min(50, Math.max(1, Number(query?.pageSize) || POINTS_PAGE_SIZE));
  const totalPages = Math.max(1, Math.ceil(records.length / size));
  const pageNum = Math.min(totalPages, Math.max(1, Number(query?.pageNum) || 1));
  const sorted = [...records].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
  return {
    records: sorted.slice((pageNum - 1) * size, pageNum * size).map((r) => recordView(world, r, bn)),
    pageNum,
    totalPages,
  };
}

/** Turnover earns its points and due redeems are decided, before the member's answer. */
function catchUp(store: WorldStore, member: MockMember) {
  const now = Date.now();
  if (accrualDue(store.world, member.id) || pointsDue(store.world, now))
    store.update((world) => {
      accruePoints(world, member.id, now);
      settlePoints(world, now);
    });
}

/** A member's answer once the points have caught up. */
function withPoints<Res>(store: WorldStore, token: string | null, answer: (member: MockMember) => Res) {
  return withMember(store, token, (member) => {
    catchUp(store, member);
    return answer(member);
  });
}

const mallOn = (world: World) => world.whitelabel.PTSYS3;

function checkPaymentPassword(member: MockMember, typed: unknown) {
  if (!member.paymentPasswordHash) return refuse(pointsRefusal.noPaymentPassword, null);
  if (!passwordMatches(member.paymentPasswordHash, typeof typed === 'string' ? typed : ''))
    return refuse(pointsRefusal.paymentPasswordWrong, null);
  return null;
}

/** Points calls, answered from the world. */
export function pointsHandlers(store: WorldStore): HttpHandler[] {
  const disabled = () => refuse(pointsRefusal.mallOff, refusalCode.functionDisabled);
  return [
    mockCall(pointsConfigCall, () => ({
      pointRatio: store.world.points.settings.pointRatio,
      earnPerUnit: store.world.points.settings.earnPerUnit,
      minConvertPoints: store.world.points.settings.minConvertPoints,
      // SPEC 9: points never expire.
      pointsExpire: false,
      currencySymbol: store.world.site.currencySymbol,
    })),

    mockCall(pointsRewardsCall, ({ request }) => {
      if (!mallOn(store.world)) return disabled();
      return { rewards: store.world.points.rewards.map((r) => rewardView(r, bengali(request))) };
    }),

    mockCall(pointsBalanceCall, ({ token }) =>
      withPoints(store, token, (member) => ({
        points: pointsOf(store.world.points, member.id),
        currencySymbol: store.world.site.currencySymbol,
      })),
    ),

    mockCall(redeemListCall, ({ token, payload, request }) =>
      withPoints(store, token, (member) =>
        pageOf(
          store.world,
          store.world.points.records.filter((r) => r.memberId === member.id && r.type === 'redeem'),
          payload,
          bengali(request),
        ),
      ),
    ),

    mockCall(pointsDetailsCall, ({ token, payload, request }) =>
      withPoints(store, token, (member) =>
        pageOf(
          store.world,
          store.world.points.records.filter((r) => r.memberId === member.id),
          payload,
          bengali(request),
        ),
      ),
    ),

    mockCall(redeemCall, ({ token, payload, request }) =>
      withPoints(store, token, (member) =>
        once(store, request, member.id, () => {
          if (!mallOn(store.world)) return disabled();
          const reward = store.world.points.rewards.find((r) => r.id === payload?.rewardId);
          if (!reward) return refuse(pointsRefusal.rewardUnknown, null);
          const wrong = checkPaymentPassword(member, payload.paymentPassword);
          if (wrong) return wrong;
          if (reward.stock !== null && reward.stock <= 0) return refuse(pointsRefusal.outOfStock, null);
          if (pointsOf(store.world.points, member.id) < reward.pointsRequired)
            return refuse(pointsRefusal.notEnoughPoints, null);
          if (walletMinor(member, MAIN_WALLET) < reward.amountRequiredMinor)
            return refuse(pointsRefusal.insufficientBalance, null);
          let placed: PointsRecord | undefined;
          try {
            store.update((world) => {
              placed = placeRedeem(
                world,
                member.id,
                world.points.rewards.find((r) => r.id === reward.id)!,
                Date.now(),
              );
            });
          } catch (error) {
            // The ledger posts all or nothing: a refused top-up changed nothing.
            if (error instanceof InsufficientFunds) return refuse(pointsRefusal.insufficientBalance, null);
            throw error;
          }
          return recordView(store.world, placed!, bengali(request));
        }),
      ),
    ),

    mockCall(convertPointsCall, ({ token, payload, request }) =>
      withPoints(store, token, (member) =>
        once(store, request, member.id, () => {
          if (!mallOn(store.world)) return disabled();
          const { minConvertPoints } = store.world.points.settings;
          const points = payload?.points;
          if (typeof points !== 'number' || !Number.isInteger(points) || points < minConvertPoints)
            return refuse(pointsRefusal.pointsInvalid(String(minConvertPoints)), null);
          const wrong = checkPaymentPassword(member, payload.paymentPassword);
          if (wrong) return wrong;
          if (pointsOf(store.world.points, member.id) < points)
            return refuse(pointsRefusal.notEnoughPoints, null);
          let record: PointsRecord | undefined;
          store.update((world) => {
            record = convertPoints(world, member.id, points, Date.now());
          });
          return recordView(store.world, record!, bengali(request));
        }),
      ),
    ),

    mockCall(vipLevelsCall, ({ token }) =>
      withMember(store, token, (member) => {
        const vip = vipOf(store.world, member.id);
        return {
          levels: store.world.points.levels.map((level) => ({
            rank: level.rank,
            labelName: level.name,
            turnoverRequired: toMajor(level.turnoverMinor),
            rebateBonusPercent: level.rebateBonusBp / 100,
            upgradeBonus: toMajor(level.upgradeBonusMinor),
            birthdayBonus: toMajor(level.birthdayBonusMinor),
            dailyWithdrawals: level.dailyWithdrawals,
          })),
          vipRankLevel: vip.level.rank,
          vipLabelName: vip.level.name,
          turnover: toMajor(vip.turnoverMinor),
          currencySymbol: store.world.site.currencySymbol,
        };
      }),
    ),

    mockCall(rebateSummaryCall, ({ token }) =>
      withMember(store, token, (member) => {
        const due = unclaimedRebate(store.world, member.id, Date.now());
        return {
          since: due.since,
          until: due.until,
          byGameType: due.byType.map((e) => ({
            gameType: e.gameType,
            stake: toMajor(e.stakeMinor),
            ratePercent: e.rateBp / 100,
            rebate: toMajor(e.rebateMinor),
          })),
          netLoss: toMajor(due.netLossMinor),
          cashbackPercent: store.world.points.settings.cashbackBp / 100,
          cashback: toMajor(due.cashbackMinor),
          total: toMajor(due.rebateMinor + due.cashbackMinor),
          manual: store.world.whitelabel.MANPLAYREB3,
          claims: store.world.points.claims
            .filter((c) => c.memberId === member.id)
            .reverse()
            .slice(0, POINTS_PAGE_SIZE)
            .map(claimView),
          currencySymbol: store.world.site.currencySymbol,
        };
      }),
    ),

    mockCall(claimRebateCall, ({ token, request }) =>
      withMember(store, token, (member) =>
        once(store, request, member.id, () => {
          if (!store.world.whitelabel.MANPLAYREB3)
            return refuse(pointsRefusal.rebateOff, refusalCode.functionDisabled);
          const due = unclaimedRebate(store.world, member.id, Date.now());
          if (due.rebateMinor + due.cashbackMinor <= 0) return refuse(pointsRefusal.nothingToClaim, null);
          let claim: RebateClaim | undefined;
          store.update((world) => {
            claim = claimRebate(world, member.id, Date.now());
          });
          return claimView(claim!);
        }),
      ),
    ),
  ];
}

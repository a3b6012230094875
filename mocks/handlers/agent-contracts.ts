import type { HttpHandler } from 'msw';
import {
  agentContractAnswerCall,
  agentContractListCall,
  agentContractOfferCall,
  agentContractRequestCall,
  agentContractSettlementsCall,
  agentContractsPendingCall,
  agentContractTerminateCall,
  awaitsAnswerFrom,
  contractErrorCodes,
  contractKindFlags,
  contractKinds,
  contractPeriods,
  contractRateMax,
  errorCodes,
  isAgentType,
  isInForce,
  nextContractStatus,
  type ContractKind,
  type ContractPeriod,
  type ContractRow,
  type ContractSide,
  type ContractTarget,
  type LowerRateValue,
  type SettlementRow,
} from '../../src/api/contracts';
import {
  contractsDue,
  endContract,
  endForLowerRate,
  higherRateContracts,
  nextContractId,
  settleContracts,
} from '../world/agency-world';
import type { MockContract } from '../world/agency-types';
import { toMajor } from '../world/ledger';
import type { WorldStore } from '../world/store';
import type { MockMember, World } from '../world/types';
import { mockCall, once, refuse, withMember, type Rejection } from './respond';

/** What the mock platform says when it refuses a contract call, in both languages. */
export const contractRefusals = {
  notAgent: {
    en: 'Only agents can use the agent centre (Non-agents cannot log in)',
    bn: 'শুধু এজেন্টরা এজেন্ট সেন্টার ব্যবহার করতে পারেন (নন-এজেন্টরা লগইন করতে পারবেন না)',
  },
  kindUnknown: { en: 'Unknown contract type', bn: 'অজানা চুক্তির ধরন' },
  periodUnknown: {
    en: 'Please choose a period: daily, weekly, half-monthly or monthly',
    bn: 'অনুগ্রহ করে একটি মেয়াদ বেছে নিন: দৈনিক, সাপ্তাহিক, অর্ধ-মাসিক বা মাসিক',
  },
  rateInvalid: {
    en: 'The rate must be above 0 with at most 2 decimals, and within the limit of this contract type',
    bn: 'হার 0-এর বেশি, সর্বোচ্চ 2 দশমিক ঘর এবং এই চুক্তির ধরনের সীমার মধ্যে হতে হবে',
  },
  notDirectDownline: {
    en: 'Contracts can only be offered to your direct downline agents',
    bn: 'চুক্তি শুধু আপনার সরাসরি ডাউনলাইন এজেন্টদের দেওয়া যায়',
  },
  noUpline: { en: 'Your account has no upline agent', bn: 'আপনার অ্যাকাউন্টের কোনো আপলাইন এজেন্ট নেই' },
  flagOff: {
    en: 'This contract type is not enabled for both accounts',
    bn: 'এই চুক্তির ধরন দুই অ্যাকাউন্টের জন্যই চালু নেই',
  },
  alreadyWaiting: {
    en: 'A contract of this type is already waiting for an answer between these accounts',
    bn: 'এই দুই অ্যাকাউন্টের মধ্যে এই ধরনের একটি চুক্তি ইতিমধ্যে উত্তরের অপেক্ষায় আছে',
  },
  lowerRate: {
    en: 'This rate is lower than contracts the downline holds with its own downlines; confirm to end them',
    bn: 'এই হার ডাউনলাইনের নিজের ডাউনলাইনদের সাথে থাকা চুক্তির চেয়ে কম; সেগুলো শেষ করতে নিশ্চিত করুন',
  },
  cancelledHigherRate: {
    en: 'Cancelled: the downline holds a higher-rate contract of this type with its own downline',
    bn: 'বাতিল: ডাউনলাইনের নিজের ডাউনলাইনের সাথে এই ধরনের একটি বেশি হারের চুক্তি আছে',
  },
  contractUnknown: { en: 'Contract not found', bn: 'চুক্তিটি পাওয়া যায়নি' },
  notAllowed: {
    en: 'This contract cannot be changed that way now',
    bn: 'এই চুক্তিটি এখন এভাবে পরিবর্তন করা যাবে না',
  },
} as const;

const nowIso = () => new Date().toISOString();

/** A rate in percent: above 0, at most 2 decimals, at most the kind's limit. */
function validRate(kind: ContractKind, rate: unknown): rate is number {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return false;
  if (Math.abs(Math.round(rate * 100) - rate * 100) > 1e-6) return false;
  return rate <= contractRateMax[kind];
}

const isKind = (kind: unknown): kind is ContractKind => contractKinds.includes(kind as ContractKind);
const isPeriod = (period: unknown): period is ContractPeriod =>
  contractPeriods.includes(period as ContractPeriod);

/** The terms an offer or a request proposes, or the refusal of the first one that is wrong. */
function termsRefusal(payload: { kind?: unknown; period?: unknown; ratePercent?: unknown } | undefined) {
  if (!isKind(payload?.kind)) return refuse(contractRefusals.kindUnknown, null);
  if (!isPeriod(payload.period)) return refuse(contractRefusals.periodUnknown, null);
  if (!validRate(payload.kind, payload.ratePercent)) return refuse(contractRefusals.rateInvalid, null);
  return null;
}

const flagOn = (member: MockMember, kind: ContractKind) => member.consolidated[contractKindFlags[kind]];

function memberOf(world: World, id: number): MockMember | undefined {
  return world.members.find((m) => m.id === id);
}

const party = (member: MockMember | undefined) => ({
  account: member?.account ?? '',
  nickname: member?.nickname ?? '',
});

const sideOf = (contract: MockContract, memberId: number): ContractSide | null =>
  contract.uplineId === memberId ? 'upline' : contract.downlineId === memberId ? 'downline' : null;

function toRow(world: World, contract: MockContract, side: ContractSide): ContractRow {
  const other = side === 'upline' ? contract.downlineId : contract.uplineId;
  return {
    id: contract.id,
    kind: contract.kind,
    side,
    counterparty: party(memberOf(world, other)),
    ratePercent: contract.ratePercent,
    period: contract.period,
    status: contract.status,
    origin: contract.origin,
    createdAt: contract.createdAt,
    answeredAt: contract.answeredAt,
    endedAt: contract.endedAt,
    endedBy: contract.endedBy,
  };
}

const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

function lowerRateValue(world: World, contracts: MockContract[]): LowerRateValue {
  return {
    contracts: contracts.map((c) => ({
      id: c.id,
      ...party(memberOf(world, c.downlineId)),
      ratePercent: c.ratePercent,
      period: c.period,
    })),
  };
}

/** An agent a contract can be made with: an agent type, not frozen, the kind's flag on on both sides. */
const eligible = (me: MockMember, other: MockMember, kind: ContractKind) =>
  isAgentType(other.type) && !other.frozen && flagOn(me, kind) && flagOn(other, kind);

/**
 * Agent contracts (SPEC 4.11, 7.7), answered from `world.agency`. Every call is for agents only
 * (SPEC 6), and first settles whatever periods ended since the last request (lazily, like the back
 * office), so lists, settlements and balances are current. Offer, request, answer and terminate
 * run once per idempotency key: a repeated key gets the first answer and changes nothing.
 */
export function agentContractsHandlers(store: WorldStore): HttpHandler[] {
  /** The session's agent, with settlements brought up to date; a non-agent is refused. */
  function withAgent<Res>(token: string | null, answer: (me: MockMember) => Res | Rejection) {
    return withMember(store, token, (me) => {
      if (!isAgentType(me.type)) return refuse(contractRefusals.notAgent, errorCodes.notAgent);
      const now = Date.now();
      if (contractsDue(store.world, now)) store.update((world) => settleContracts(world, now));
      return answer(me);
    });
  }

  /** The lower-rate rule for a new contract of `kind` at `rate` whose downline is `downlineId`. */
  function lowerRateCheck(
    downlineId: number,
    kind: ContractKind,
    rate: number,
    confirmed: boolean,
  ): { refusal: Rejection } | { ends: MockContract[] } {
    const world = store.world;
    const higher = higherRateContracts(world, downlineId, kind, rate);
    if (!higher.length) return { ends: [] };
    if (world.agency.settings.lowerRateReading === 'cancelsOffer')
      return {
        refusal: refuse(
          contractRefusals.cancelledHigherRate,
          contractErrorCodes.cancelledHigherRate,
          lowerRateValue(world, higher),
        ),
      };
    if (!confirmed)
      return {
        refusal: refuse(
          contractRefusals.lowerRate,
          contractErrorCodes.lowerRate,
          lowerRateValue(world, higher),
        ),
      };
    return { ends: higher };
  }

  /** Makes a new waiting contract and ends what the confirmed lower-rate rule ends. */
  function propose(
    fields: Pick<MockContract, 'kind' | 'uplineId' | 'downlineId' | 'ratePercent' | 'period' | 'origin'>,
    confirmed: boolean,
  ): ContractRow | Rejection {
    const waiting = store.world.agency.contracts.some(
      (c) =>
        c.status === 'processing' &&
        c.kind === fields.kind &&
        c.uplineId === fields.uplineId &&
        c.downlineId === fields.downlineId,
    );
    if (waiting) return refuse(contractRefusals.alreadyWaiting, null);
    const check = lowerRateCheck(fields.downlineId, fields.kind, fields.ratePercent, confirmed);
    if ('refusal' in check) return check.refusal;
    let made: MockContract | null = null;
    store.update((world) => {
      const at = nowIso();
      made = {
        ...fields,
        id: nextContractId(world),
        status: 'processing',
        createdAt: at,
        answeredAt: null,
        endedAt: null,
        endedBy: null,
        settledUntil: at,
      };
      world.agency.contracts.push(made);
      // "After confirmation" (SPEC 4.11): the proposing agent confirmed, so they end at once.
      for (const ended of check.ends) endForLowerRate(world, ended, at);
    });
    return toRow(store.world, made!, fields.origin === 'offer' ? 'upline' : 'downline');
  }

  const contractOf = (me: MockMember, id: unknown) => {
    const contract = store.world.agency.contracts.find((c) => c.id === id);
    const side = contract ? sideOf(contract, me.id) : null;
    return contract && side ? { contract, side } : null;
  };

  return [
    mockCall(agentContractListCall, ({ token, payload }) =>
      withAgent(token, (me) => {
        if (!isKind(payload.kind)) return refuse(contractRefusals.kindUnknown, null);
        const kind = payload.kind;
        const world = store.world;
        const contracts = world.agency.contracts
          .filter((c) => c.kind === kind && sideOf(c, me.id))
          .sort(newestFirst)
          .map((c) => toRow(world, c, sideOf(c, me.id)!));
        const target = (m: MockMember): ContractTarget => ({ ...party(m), eligible: eligible(me, m, kind) });
        const downlines = world.members
          .filter((m) => m.parentId === me.id && isAgentType(m.type))
          .map(target);
        const upline = me.parentId === null ? undefined : memberOf(world, me.parentId);
        return {
          contracts,
          downlines,
          upline: upline && isAgentType(upline.type) ? target(upline) : null,
        };
      }),
    ),

    mockCall(agentContractOfferCall, ({ token, payload, request }) =>
      withAgent(token, (me) =>
        once(store, request, me.id, () => {
          const refused = termsRefusal(payload);
          if (refused) return refused;
          const downline = store.world.members.find(
            (m) => m.account.toLowerCase() === String(payload.downline ?? '').toLowerCase(),
          );
          if (!downline || downline.parentId !== me.id || !isAgentType(downline.type))
            return refuse(contractRefusals.notDirectDownline, null);
          if (!eligible(me, downline, payload.kind)) return refuse(contractRefusals.flagOff, null);
          return propose(
            {
              kind: payload.kind,
              uplineId: me.id,
              downlineId: downline.id,
              ratePercent: payload.ratePercent,
              period: payload.period,
              origin: 'offer',
            },
            payload.confirmLowerRate === true,
          );
        }),
      ),
    ),

    mockCall(agentContractRequestCall, ({ token, payload, request }) =>
      withAgent(token, (me) =>
        once(store, request, me.id, () => {
          const refused = termsRefusal(payload);
          if (refused) return refused;
          const upline = me.parentId === null ? undefined : memberOf(store.world, me.parentId);
          if (!upline || !isAgentType(upline.type)) return refuse(contractRefusals.noUpline, null);
          if (!eligible(me, upline, payload.kind)) return refuse(contractRefusals.flagOff, null);
          // The requesting agent proposes the rate, so it is the one who confirms the lower-rate rule.
          return propose(
            {
              kind: payload.kind,
              uplineId: upline.id,
              downlineId: me.id,
              ratePercent: payload.ratePercent,
              period: payload.period,
              origin: 'request',
            },
            payload.confirmLowerRate === true,
          );
        }),
      ),
    ),

    mockCall(agentContractAnswerCall, ({ token, payload, request }) =>
      withAgent(token, (me) =>
        once(store, request, me.id, () => {
          const found = contractOf(me, payload?.id);
          if (!found) return refuse(contractRefusals.contractUnknown, null);
          const { contract, side } = found;
          const answer = payload.answer;
          if (answer !== 'accept' && answer !== 'reject' && answer !== 'approve')
            return refuse(contractRefusals.notAllowed, null);
          const next = nextContractStatus(contract, answer, side);
          if (next === null || next === 'terminated') return refuse(contractRefusals.notAllowed, null);
          const at = nowIso();
          if (next === 'rejected') {
            store.update(() => {
              contract.status = 'rejected';
              contract.answeredAt = at;
            });
            return toRow(store.world, contract, side);
          }
          // Re-checked on accept / approve: contracts made since the offer may hold a higher rate.
          // endsDownline: the proposer confirmed the rule when proposing, so they end now too;
          // cancelsOffer: the waiting contract is cancelled (terminated by the rule) and refused.
          const higher = higherRateContracts(
            store.world,
            contract.downlineId,
            contract.kind,
            contract.ratePercent,
          );
          if (higher.length && store.world.agency.settings.lowerRateReading === 'cancelsOffer') {
            store.update(() => endContract(contract, 'lowerRate', at));
            return refuse(
              contractRefusals.cancelledHigherRate,
              contractErrorCodes.cancelledHigherRate,
              lowerRateValue(store.world, higher),
            );
          }
          store.update((world) => {
            for (const ended of higher) endForLowerRate(world, ended, at);
            // One contract in force per pair and kind: the new one ends the old one, by the answering side.
            for (const old of world.agency.contracts)
              if (
                old !== contract &&
                isInForce(old.status) &&
                old.kind === contract.kind &&
                old.uplineId === contract.uplineId &&
                old.downlineId === contract.downlineId
              )
                endContract(old, side, at);
            contract.status = next;
            contract.answeredAt = at;
            contract.settledUntil = at;
          });
          return toRow(store.world, contract, side);
        }),
      ),
    ),

    mockCall(agentContractTerminateCall, ({ token, payload, request }) =>
      withAgent(token, (me) =>
        once(store, request, me.id, () => {
          const found = contractOf(me, payload?.id);
          // The kind picked the call: another kind's end call does not know this contract.
          if (!found || found.contract.kind !== payload.kind)
            return refuse(contractRefusals.contractUnknown, null);
          const { contract, side } = found;
          if (nextContractStatus(contract, 'terminate', side) !== 'terminated')
            return refuse(contractRefusals.notAllowed, null);
          store.update(() => endContract(contract, side, nowIso()));
          return toRow(store.world, contract, side);
        }),
      ),
    ),

    mockCall(agentContractSettlementsCall, ({ token, payload }) =>
      withAgent(token, (me) => {
        if (!isKind(payload.kind)) return refuse(contractRefusals.kindUnknown, null);
        const world = store.world;
        const from = Date.parse(payload.from);
        const to = Date.parse(payload.to);
        const filter = payload.filter === 'upline' || payload.filter === 'downline' ? payload.filter : '';
        const rates = new Map(world.agency.contracts.map((c) => [c.id, c.ratePercent]));
        const rows = world.agency.settlements
          .filter((s) => {
            if (s.kind !== payload.kind) return false;
            const side = s.uplineId === me.id ? 'upline' : s.downlineId === me.id ? 'downline' : null;
            if (!side || (filter && side !== filter)) return false;
            const at = Date.parse(s.at);
            return !(at < from) && !(at >= to);
          })
          .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
        const pageSize = Math.max(1, Math.min(100, Math.floor(Number(payload.pageSize)) || 10));
        const pages = Math.max(1, Math.ceil(rows.length / pageSize));
        const page = Math.max(1, Math.min(pages, Math.floor(Number(payload.page)) || 1));
        const list: SettlementRow[] = rows.slice((page - 1) * pageSize, page * pageSize).map((s) => {
          const side: ContractSide = s.uplineId === me.id ? 'upline' : 'downline';
          return {
            id: s.id,
            contractId: s.contractId,
            side,
            counterparty: party(memberOf(world, side === 'upline' ? s.downlineId : s.uplineId)),
            from: s.from,
            to: s.to,
            ratePercent: rates.get(s.contractId) ?? 0,
            base: toMajor(s.baseMinor),
            amount: toMajor(s.amountMinor),
          };
        });
        return {
          list,
          total: rows.length,
          page,
          totals: {
            base: toMajor(rows.reduce((sum, s) => sum + s.baseMinor, 0)),
            amount: toMajor(rows.reduce((sum, s) => sum + s.amountMinor, 0)),
          },
        };
      }),
    ),

    mockCall(agentContractsPendingCall, ({ token }) =>
      withAgent(token, (me) => {
        const counts = { dividend: 0, dailySalary: 0, hourlySalary: 0, realtimeSalary: 0 };
        for (const contract of store.world.agency.contracts) {
          const side = sideOf(contract, me.id);
          if (side && awaitsAnswerFrom(contract, side)) counts[contract.kind] += 1;
        }
        return counts;
      }),
    ),
  ];
}

import {
  HOURLY_SETTLEMENT_MS,
  REALTIME_SETTLEMENT_MS,
  isInForce,
  type ContractEnder,
  type ContractKind,
  type ContractPeriod,
} from '../../src/api/contracts/agent-contracts';
import type { AgencyWorld, MockContract } from './agency-types';
import { post } from './ledger';
import { teamOf } from './team-tree';
import type { World } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far back a lazy settlement catches up (the world is saved to sessionStorage, so it stays
 * small): periods of a dividend or daily salary over the last 40 days, hours of the last 2 days,
 * real-time slots of the last 6 hours. Older unsettled time is skipped, not paid.
 */
const catchUpMs: Record<ContractKind, number> = {
  dividend: 40 * DAY,
  dailySalary: 40 * DAY,
  hourlySalary: 2 * DAY,
  realtimeSalary: 6 * HOUR,
};

/** The calendar date of an instant in a GMT offset, as UTC fields. */
function localParts(t: number, offsetMinutes: number) {
  const local = new Date(t + offsetMinutes * MINUTE);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/** The instant a local calendar date (month may overflow into the next year) begins in the offset. */
const localMidnight = (year: number, month: number, day: number, offsetMinutes: number) =>
  Date.UTC(year, month, day) - offsetMinutes * MINUTE;

/**
 * The first settlement boundary strictly after `t`: hourly salary on the hour, real-time salary
 * every 5 minutes (SPEC 9); a dividend or daily salary at the end of its calendar period in the
 * site's offset: D the next midnight, W the next Monday, H the 16th or the 1st, M the 1st.
 */
export function nextSettlementBoundary(
  kind: ContractKind,
  period: ContractPeriod,
  t: number,
  offsetMinutes: number,
): number {
  const offsetMs = offsetMinutes * MINUTE;
  if (kind === 'realtimeSalary')
    return Math.floor(t / REALTIME_SETTLEMENT_MS) * REALTIME_SETTLEMENT_MS + REALTIME_SETTLEMENT_MS;
  if (kind === 'hourlySalary')
    return (
      Math.floor((t + offsetMs) / HOURLY_SETTLEMENT_MS) * HOURLY_SETTLEMENT_MS +
      HOURLY_SETTLEMENT_MS -
      offsetMs
    );
  const { year, month, day } = localParts(t, offsetMinutes);
  switch (period) {
    case 'D':
      return localMidnight(year, month, day + 1, offsetMinutes);
    case 'W': {
      // 1970-01-01 was a Thursday: day numbers + 4 give the weekday (0 Sunday); weeks start on Monday.
      const weekday = (Math.floor((t + offsetMs) / DAY) + 4) % 7;
      return localMidnight(year, month, day + ((8 - weekday) % 7 || 7), offsetMinutes);
    }
    case 'H':
      return day < 16
        ? localMidnight(year, month, 16, offsetMinutes)
        : localMidnight(year, month + 1, 1, offsetMinutes);
    case 'M':
      return localMidnight(year, month + 1, 1, offsetMinutes);
  }
}

/** The downline and everyone below it: whose bets a contract's settlement counts. */
export function contractTeamIds(world: World, downlineId: number): Set<number> {
  return new Set([downlineId, ...teamOf(world, downlineId).map((t) => t.member.id)]);
}

/** What a settlement's rate applies to: team stakes (salaries), or team loss never below 0 (dividend). */
export function settlementBaseMinor(
  world: World,
  kind: ContractKind,
  team: Set<number>,
  from: number,
  to: number,
): number {
  let stakes = 0;
  let payouts = 0;
  for (const round of world.money.rounds) {
    if (!team.has(round.memberId)) continue;
    const at = Date.parse(round.at);
    if (at < from || at >= to) continue;
    stakes += round.stakeMinor;
    payouts += round.payoutMinor;
  }
  return kind === 'dividend' ? Math.max(0, stakes - payouts) : stakes;
}

const nextSettlementId = (world: World) => `CS${String(++world.agency.counters.settlement).padStart(6, '0')}`;
export const nextContractId = (world: World) =>
  `C${String(++world.agency.counters.contract).padStart(6, '0')}`;

/** The start of a contract's next unsettled period, after the catch-up bound. */
function settleFrom(contract: MockContract, nowMs: number, offsetMinutes: number): number {
  const settled = Date.parse(contract.settledUntil);
  const earliest = nowMs - catchUpMs[contract.kind];
  if (settled >= earliest) return settled;
  return nextSettlementBoundary(contract.kind, contract.period, earliest, offsetMinutes);
}

/** Whether any contract in force has a period that ended and is not settled yet. */
export function contractsDue(world: World, nowMs: number): boolean {
  const offset = world.site.gmtOffsetMinutes;
  return world.agency.contracts.some(
    (c) =>
      isInForce(c.status) &&
      nextSettlementBoundary(c.kind, c.period, settleFrom(c, nowMs, offset), offset) <= nowMs,
  );
}

/**
 * Settles every whole period (or slot) of every contract in force that ended by `nowMs`, lazily
 * (the handlers call it before answering, like the back office's settleDue): each gets a
 * settlement, recorded even at 0; an amount above 0 (round(base × rate / 100), minor units) is
 * posted to the downline's main wallet through the ledger, the settlement's id as its reference.
 * A contract ended mid-period pays nothing for the unfinished part.
 */
export function settleContracts(world: World, nowMs: number) {
  const offset = world.site.gmtOffsetMinutes;
  for (const contract of world.agency.contracts) {
    if (!isInForce(contract.status)) continue;
    let from = settleFrom(contract, nowMs, offset);
    let team: Set<number> | null = null;
    for (;;) {
      const to = nextSettlementBoundary(contract.kind, contract.period, from, offset);
      if (to > nowMs) break;
      team ??= contractTeamIds(world, contract.downlineId);
      const baseMinor = settlementBaseMinor(world, contract.kind, team, from, to);
      const amountMinor = Math.round((baseMinor * contract.ratePercent) / 100);
      const id = nextSettlementId(world);
      const at = new Date(to).toISOString();
      if (amountMinor > 0)
        post(world, [
          {
            memberId: contract.downlineId,
            kind: 'contractSettlement',
            amountMinor,
            reference: id,
            at,
            counterpartyId: contract.uplineId,
          },
        ]);
      world.agency.settlements.push({
        id,
        contractId: contract.id,
        kind: contract.kind,
        uplineId: contract.uplineId,
        downlineId: contract.downlineId,
        from: new Date(from).toISOString(),
        to: at,
        baseMinor,
        amountMinor,
        at,
      });
      from = to;
    }
    contract.settledUntil = new Date(from).toISOString();
  }
}

/**
 * In-force contracts of `kind` that `downlineId` holds as the upline of its own downlines at a
 * rate above `ratePercent`: what the lower-rate rule (SPEC 4.11) is about.
 */
export function higherRateContracts(
  world: World,
  downlineId: number,
  kind: ContractKind,
  ratePercent: number,
): MockContract[] {
  return world.agency.contracts.filter(
    (c) => c.uplineId === downlineId && c.kind === kind && isInForce(c.status) && c.ratePercent > ratePercent,
  );
}

/** Ends a contract now; `by` a side or the lower-rate rule. */
export function endContract(contract: MockContract, by: ContractEnder, at: string) {
  contract.status = 'terminated';
  contract.endedAt = at;
  contract.endedBy = by;
}

const kindNames: Record<ContractKind, string> = {
  dividend: 'dividend',
  dailySalary: 'daily salary',
  hourlySalary: 'hourly salary',
  realtimeSalary: 'real-time salary',
};

/**
 * The lower-rate rule ends a contract (SPEC 4.11): it ends now, and the downline that held it hears
 * of it in its inbox (free text from the platform, English as the platform stores it).
 */
export function endForLowerRate(world: World, contract: MockContract, at: string) {
  endContract(contract, 'lowerRate', at);
  const upline = world.members.find((m) => m.id === contract.uplineId);
  world.messages.push({
    id: `M${String(world.messages.length + 1).padStart(6, '0')}`,
    memberId: contract.downlineId,
    at,
    template: null,
    title: `Your ${kindNames[contract.kind]} contract has ended`,
    body: `Your ${kindNames[contract.kind]} contract with ${upline?.account ?? 'your upline'} at ${contract.ratePercent.toFixed(2)} % ended because your upline's own contract now has a lower rate.`,
    params: {},
    read: false,
  });
}

type Seed = Omit<MockContract, 'id' | 'settledUntil' | 'answeredAt' | 'endedAt' | 'endedBy'> & {
  answeredAt?: string | null;
  endedAt?: string | null;
  endedBy?: ContractEnder | null;
  settledUntil?: string;
};

/**
 * `settings`: a scenario's settings, known before seeding (merged over the result again afterwards).
 *
 * The seed (no faker, so a seed's other areas stay as they were), by account:
 * - agent01 → subagent01: dividend accepted at 10 %, half-monthly, for a month; real-time salary
 *   approved (subagent01 asked) at 0.5 %, settled from an hour ago; hourly salary accepted at 0.3 %,
 *   settled from six hours ago; NO daily salary (the e2e offers one; `pendingOfferToSubagent01` adds
 *   a waiting 2 % daily offer).
 * - subagent01 → subagent02: daily salary accepted at 1.5 % daily for 20 days (so agent01 offering
 *   subagent01 1.0 % meets the lower-rate rule); an older 2 % daily offer rejected; a 15 % monthly
 *   dividend terminated by subagent01.
 * Then every period that ended since is settled, so the pages open with a history.
 */
export function createAgencyWorld(world: World, settings?: Partial<AgencyWorld['settings']>): AgencyWorld {
  const agency: AgencyWorld = {
    contracts: [],
    settlements: [],
    settings: {
      lowerRateReading: settings?.lowerRateReading ?? 'endsDownline',
      ...(settings?.pendingOfferToSubagent01 ? { pendingOfferToSubagent01: true } : {}),
    },
    counters: { contract: 0, settlement: 0 },
  };
  const byAccount = (account: string) => world.members.find((m) => m.account === account);
  const agent01 = byAccount('agent01');
  const sub01 = byAccount('subagent01');
  const sub02 = byAccount('subagent02');
  if (!agent01 || !sub01 || sub01.parentId !== agent01.id) return agency;

  const target = { ...world, agency };
  const now = Date.parse(world.now);
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const add = (seed: Seed) => {
    const answeredAt = seed.answeredAt ?? null;
    agency.contracts.push({
      id: nextContractId(target),
      answeredAt,
      endedAt: null,
      endedBy: null,
      settledUntil: answeredAt ?? seed.createdAt,
      ...seed,
    });
  };

  add({
    kind: 'dividend',
    uplineId: agent01.id,
    downlineId: sub01.id,
    ratePercent: 10,
    period: 'H',
    status: 'accepted',
    origin: 'offer',
    createdAt: ago(34 * DAY),
    answeredAt: ago(33 * DAY),
  });
  if (sub02 && sub02.parentId === sub01.id) {
    add({
      kind: 'dividend',
      uplineId: sub01.id,
      downlineId: sub02.id,
      ratePercent: 15,
      period: 'M',
      status: 'terminated',
      origin: 'offer',
      createdAt: ago(30 * DAY),
      answeredAt: ago(29 * DAY),
      endedAt: ago(22 * DAY),
      endedBy: 'upline',
      settledUntil: ago(22 * DAY),
    });
    add({
      kind: 'dailySalary',
      uplineId: sub01.id,
      downlineId: sub02.id,
      ratePercent: 2,
      period: 'D',
      status: 'rejected',
      origin: 'offer',
      createdAt: ago(22 * DAY),
      answeredAt: ago(21 * DAY),
    });
    add({
      kind: 'dailySalary',
      uplineId: sub01.id,
      downlineId: sub02.id,
      ratePercent: 1.5,
      period: 'D',
      status: 'accepted',
      origin: 'offer',
      createdAt: ago(21 * DAY),
      answeredAt: ago(20 * DAY),
    });
  }
  add({
    kind: 'realtimeSalary',
    uplineId: agent01.id,
    downlineId: sub01.id,
    ratePercent: 0.5,
    period: 'D',
    status: 'approved',
    origin: 'request',
    createdAt: ago(3 * DAY + HOUR),
    answeredAt: ago(3 * DAY),
    // Real-time slots from an hour back only: 12 slots, not the 800 of three days.
    settledUntil: ago(HOUR),
  });
  add({
    kind: 'hourlySalary',
    uplineId: agent01.id,
    downlineId: sub01.id,
    ratePercent: 0.3,
    period: 'D',
    status: 'accepted',
    origin: 'offer',
    createdAt: ago(2 * DAY + HOUR),
    answeredAt: ago(2 * DAY),
    // Hourly slots from six hours back: a day of history would be 24 mostly empty rows.
    settledUntil: ago(6 * HOUR),
  });
  if (agency.settings.pendingOfferToSubagent01)
    add({
      kind: 'dailySalary',
      uplineId: agent01.id,
      downlineId: sub01.id,
      ratePercent: 2,
      period: 'D',
      status: 'processing',
      origin: 'offer',
      createdAt: ago(HOUR),
    });

  settleContracts(target, now);
  return agency;
}

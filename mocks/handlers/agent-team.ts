import type { HttpHandler } from 'msw';
import {
  agentTeamCodes,
  contractKinds,
  downlineDetailCall,
  downlineListCall,
  downlineRegisterFields,
  downlineSorts,
  downlineStatusCall,
  downlineTransferCall,
  errorCodes,
  isAgentType,
  registerDownlineCall,
  teamOverviewCall,
  type ConsolidatedValue,
  type ContractKind,
  type DownlineDetailValue,
  type DownlineListRequest,
  type DownlineRegisterField,
  type DownlineRow,
  type RegisterDownlineRequest,
  type TeamOverviewValue,
  type PaymentChannelKind,
} from '../../src/api/contracts';
import { addMember, BANGLADESH_MOBILE, findByAccount } from '../world/accounts';
import { InsufficientFunds, toMajor, transferBetweenMembers, walletMinor } from '../world/ledger';
import { MAIN_WALLET } from '../world/money-types';
import { passwordMatches } from '../world/passwords';
import { satisfiesRule } from '../world/register-settings';
import type { WorldStore } from '../world/store';
import { teamOf, type TeamMember } from '../world/team-tree';
import type { MockMember, World } from '../world/types';
import { mockCall, once, refuse, Rejection, withMember } from './respond';
import { amountMinor, walletRefusals } from './wallet';

/** What the mock platform says when it refuses a team call, in both languages. */
export const agentTeamRefusals = {
  notAgent: {
    en: 'Only agents can use the agent centre',
    bn: 'শুধু এজেন্টরাই এজেন্ট সেন্টার ব্যবহার করতে পারেন',
  },
  badQuery: { en: 'The date range is not valid', bn: 'তারিখের সীমা সঠিক নয়' },
  notInTeam: { en: 'This account is not in your team', bn: 'এই অ্যাকাউন্টটি আপনার টিমে নেই' },
  notDirect: {
    en: 'Only your direct downlines can be changed here',
    bn: 'এখানে শুধু আপনার সরাসরি ডাউনলাইন পরিবর্তন করা যায়',
  },
  downlineFrozen: {
    en: 'This account is frozen; unfreeze it first',
    bn: 'এই অ্যাকাউন্টটি স্থগিত; আগে এটি চালু করুন',
  },
  accountTaken: { en: 'Username already exists', bn: 'এই ইউজারনেম আগে থেকেই আছে' },
  mobileTaken: { en: 'Mobile number already exists', bn: 'এই মোবাইল নম্বর আগে থেকেই আছে' },
  passwordsDiffer: { en: 'The two passwords are inconsistent', bn: 'দুটি পাসওয়ার্ড এক নয়' },
  accountTypeInvalid: { en: 'Choose member or agent', bn: 'সদস্য বা এজেন্ট বেছে নিন' },
} as const;

/** The register centre's field names in refusals (SPEC 3.1 labels). */
const fieldNames: Record<DownlineRegisterField, { en: string; bn: string }> = {
  username: { en: 'Username', bn: 'ইউজারনেম' },
  password: { en: 'Password', bn: 'পাসওয়ার্ড' },
  confirmPassword: { en: 'Confirm password', bn: 'পাসওয়ার্ড নিশ্চিত করুন' },
  payeeName: { en: 'Real name', bn: 'আসল নাম' },
  mobileNum: { en: 'Mobile number', bn: 'মোবাইল নম্বর' },
  email: { en: 'Email', bn: 'ইমেইল' },
};
const fieldRequired = (field: DownlineRegisterField) => ({
  en: `${fieldNames[field].en} is required`,
  bn: `${fieldNames[field].bn} আবশ্যক`,
});
const fieldFormat = (field: DownlineRegisterField) => ({
  en: `${fieldNames[field].en} format is incorrect`,
  bn: `${fieldNames[field].bn}-এর ফরম্যাট সঠিক নয়`,
});
const refuseField = (message: { en: string; bn: string }, field: DownlineRegisterField) =>
  refuse(message, agentTeamCodes.invalidField, { field });

/** SPEC 3 consolidated flag of each contract kind (the page it opens is enabled by the same flag). */
export const contractFlags: Record<ContractKind, keyof ConsolidatedValue> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreqreq',
  realtimeSalary: 'realtimesalreqtype',
};

/**
 * The kinds an agent can offer a team member: a direct downline that is an agent, with the kind's
 * flag on for both (the agent needs the contract page, the downline the page to answer on).
 */
export function offerableKinds(agent: MockMember, downline: MockMember, level: number): ContractKind[] {
  if (level !== 1 || !isAgentType(downline.type)) return [];
  return contractKinds.filter(
    (kind) => agent.consolidated[contractFlags[kind]] && downline.consolidated[contractFlags[kind]],
  );
}

/**
 * The type a downline agent gets: 2 (a sub-agent) under a type-1 agent, 41 under any other agent
 * type (a sub-agent of a sub-agent, as subagent02 is). Not shown in the spec: chosen here.
 */
export const downlineAgentType = (upline: MockMember) => (upline.type === 1 ? 2 : 41);

const nowIso = () => new Date().toISOString();
const sum = <T>(rows: T[], minor: (row: T) => number) => rows.reduce((total, row) => total + minor(row), 0);
const joinedAt = (member: MockMember, world: World) => member.createdAt ?? world.now;

/** Answers for a logged-in agent; anyone else is refused (SPEC 6 "Non-agents cannot log in"). */
function withAgent<Res>(store: WorldStore, token: string | null, answer: (agent: MockMember) => Res) {
  return withMember(store, token, (member) =>
    isAgentType(member.type) ? answer(member) : refuse(agentTeamRefusals.notAgent, errorCodes.notAgent),
  );
}

/** A member's money figures between two instants (ms; `to` exclusive), from orders and rounds. */
function figuresOf(world: World, memberIds: ReadonlySet<number>, from: number, to: number) {
  const within = (at: string | null) => {
    if (at === null) return false;
    const t = Date.parse(at);
    return t >= from && t < to;
  };
  const approved = (kind: PaymentChannelKind) =>
    world.money.orders.filter(
      (o) => o.kind === kind && o.status === 'approved' && memberIds.has(o.memberId) && within(o.settledAt),
    );
  const deposits = approved('deposit');
  const withdrawals = approved('withdrawal');
  const rounds = world.money.rounds.filter((r) => memberIds.has(r.memberId) && within(r.at));
  const stakes = sum(rounds, (r) => r.stakeMinor);
  const payouts = sum(rounds, (r) => r.payoutMinor);
  return {
    deposits: toMajor(sum(deposits, (o) => o.amountMinor)),
    depositCount: deposits.length,
    withdrawals: toMajor(sum(withdrawals, (o) => o.amountMinor)),
    withdrawalCount: withdrawals.length,
    bets: toMajor(stakes),
    betCount: rounds.length,
    payouts: toMajor(payouts),
    winLoss: toMajor(payouts - stakes),
    rounds,
  };
}

/** SPEC 2.6 agentTeamOverview: the team's figures over [from, to). */
export function teamOverview(world: World, agent: MockMember, from: number, to: number): TeamOverviewValue {
  const team = teamOf(world, agent.id);
  const ids = new Set(team.map((t) => t.member.id));
  const { rounds, winLoss, ...figures } = figuresOf(world, ids, from, to);
  const joined = team.filter((t) => {
    const at = Date.parse(joinedAt(t.member, world));
    return at >= from && at < to;
  });
  return {
    teamSize: team.length,
    directSize: team.filter((t) => t.level === 1).length,
    newMembers: joined.length,
    activeMembers: new Set(rounds.map((r) => r.memberId)).size,
    ...figures,
    teamWinLoss: winLoss,
    balance: agent.balance,
    currencySymbol: world.site.currencySymbol,
  };
}

function toRow(world: World, agent: MockMember, { member, level }: TeamMember): DownlineRow {
  return {
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    agent: isAgentType(member.type),
    level,
    balance: member.balance,
    joinedAt: joinedAt(member, world),
    status: member.frozen ? 'frozen' : 'active',
    offerable: offerableKinds(agent, member, level),
  };
}

const MAX_PAGE_SIZE = 100;

/** downlineManagmentView: the team filtered by account and level, sorted by joining, one page. */
export function downlineList(world: World, agent: MockMember, payload: Partial<DownlineListRequest>) {
  const team = teamOf(world, agent.id);
  const search = String(payload.account ?? '')
    .trim()
    .toLowerCase();
  const level = String(payload.level ?? 'direct');
  const wantedLevel = level === 'direct' ? 1 : level === 'all' ? null : Math.floor(Number(level));
  const sort = (downlineSorts as readonly string[]).includes(String(payload.sort))
    ? String(payload.sort)
    : 'joinedDesc';
  const pageSize = Math.max(1, Math.min(MAX_PAGE_SIZE, Math.floor(Number(payload.pageSize)) || 10));
  const rows = team
    .filter((t) => wantedLevel === null || t.level === wantedLevel)
    .filter((t) => !search || t.member.account.toLowerCase().includes(search))
    .map((t) => toRow(world, agent, t))
    .sort((a, b) => {
      const order = Date.parse(a.joinedAt) - Date.parse(b.joinedAt) || a.account.localeCompare(b.account);
      return sort === 'joinedAsc' ? order : -order;
    });
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.max(1, Math.min(pages, Math.floor(Number(payload.page)) || 1));
  return {
    list: rows.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
    page,
    levels: Math.max(0, ...team.map((t) => t.level)),
    totals: { balance: toMajor(sum(rows, (row) => Math.round(row.balance * 100))) },
    agentBalance: agent.balance,
    currencySymbol: world.site.currencySymbol,
  };
}

/** A team member by account (any case), or a refusal: not in the team, or (when `direct`) not level 1. */
function teamMember(
  world: World,
  agent: MockMember,
  account: unknown,
  direct: boolean,
): TeamMember | Rejection {
  const name = String(account ?? '')
    .trim()
    .toLowerCase();
  const found = teamOf(world, agent.id).find((t) => t.member.account.toLowerCase() === name);
  if (!found) return refuse(agentTeamRefusals.notInTeam, agentTeamCodes.notDirectDownline);
  if (direct && found.level !== 1)
    return refuse(agentTeamRefusals.notDirect, agentTeamCodes.notDirectDownline);
  return found;
}

function downlineDetail(world: World, agent: MockMember, found: TeamMember): DownlineDetailValue {
  const { member } = found;
  const {
    rounds,
    depositCount: _d,
    withdrawalCount: _w,
    betCount: _b,
    ...figures
  } = figuresOf(world, new Set([member.id]), Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
  const last = rounds.reduce<string | null>(
    (latest, r) => (latest === null || r.at > latest ? r.at : latest),
    null,
  );
  const upline = member.parentId === null ? undefined : world.members.find((m) => m.id === member.parentId);
  return {
    ...toRow(world, agent, found),
    realName: member.realName,
    upline: upline?.account ?? '',
    teamSize: teamOf(world, member.id).length,
    ...figures,
    lastBetAt: last,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The register centre's checks, as registration applies them (SPEC 5.2, mocks/handlers/register.ts):
 * each field against its register-settings rule (`satisfiesRule`, shared with registration; the
 * registration handler's own loop is not exported and also covers the captcha and codes the
 * register centre does not ask for), username, password and its confirmation always required.
 */
function refuseRegistration(world: World, payload: RegisterDownlineRequest): Rejection | null {
  for (const field of downlineRegisterFields) {
    const rule = world.registerSettings[field];
    const always = field === 'username' || field === 'password' || field === 'confirmPassword';
    if (!always && !rule.enabled) continue;
    const value = text(payload[field]);
    if (!value) {
      if (always || rule.required) return refuseField(fieldRequired(field), field);
      continue;
    }
    if (rule.enabled && !satisfiesRule(value, rule)) return refuseField(fieldFormat(field), field);
  }
  if (text(payload.confirmPassword) !== text(payload.password))
    return refuseField(agentTeamRefusals.passwordsDiffer, 'confirmPassword');
  const mobile = text(payload.mobileNum);
  if (mobile && !BANGLADESH_MOBILE.test(mobile)) return refuseField(fieldFormat('mobileNum'), 'mobileNum');
  if (findByAccount(world, text(payload.username)))
    return refuse(agentTeamRefusals.accountTaken, agentTeamCodes.accountTaken, { field: 'username' });
  if (mobile && world.members.some((m) => m.mobile === mobile || m.account === mobile))
    return refuse(agentTeamRefusals.mobileTaken, agentTeamCodes.accountTaken, { field: 'mobileNum' });
  return null;
}

/** Agent centre (team): answered from the world. */
export function agentTeamHandlers(store: WorldStore): HttpHandler[] {
  return [
    mockCall(teamOverviewCall, ({ token, payload }) =>
      withAgent(store, token, (agent) => {
        const from = Date.parse(String(payload.from));
        const to = Date.parse(String(payload.to));
        if (Number.isNaN(from) || Number.isNaN(to) || from > to)
          return refuse(agentTeamRefusals.badQuery, null);
        return teamOverview(store.world, agent, from, to);
      }),
    ),

    mockCall(downlineListCall, ({ token, payload }) =>
      withAgent(store, token, (agent) => downlineList(store.world, agent, payload)),
    ),

    mockCall(downlineDetailCall, ({ token, payload }) =>
      withAgent(store, token, (agent) => {
        const found = teamMember(store.world, agent, payload.account, false);
        return found instanceof Rejection ? found : downlineDetail(store.world, agent, found);
      }),
    ),

    // Direct downlines only: a deeper member belongs to its own upline's management.
    mockCall(downlineStatusCall, ({ token, payload }) =>
      withAgent(store, token, (agent) => {
        const found = teamMember(store.world, agent, payload.account, true);
        if (found instanceof Rejection) return found;
        const frozen = payload.frozen === true;
        store.update((world) => {
          const member = world.members.find((m) => m.id === found.member.id)!;
          member.frozen = frozen;
          // A frozen account is signed out everywhere: its open sessions end with the freeze.
          if (frozen)
            for (const [session, id] of Object.entries(world.sessions))
              if (id === member.id) delete world.sessions[session];
        });
        return { account: found.member.account, status: frozen ? ('frozen' as const) : ('active' as const) };
      }),
    ),

    // registerCenter: a new account under the agent, with the registration rules.
    mockCall(registerDownlineCall, ({ token, payload }) =>
      withAgent(store, token, (agent) => {
        const accountType = payload?.accountType;
        if (accountType !== 'member' && accountType !== 'agent')
          return refuse(agentTeamRefusals.accountTypeInvalid, null);
        const refusal = refuseRegistration(store.world, payload);
        if (refusal) return refusal;
        const mobile = text(payload.mobileNum);
        const member = addMember(store, {
          account: text(payload.username),
          password: text(payload.password),
          mobile: mobile || null,
          email: text(payload.email),
          realName: text(payload.payeeName),
          parentId: agent.id,
        });
        const type = accountType === 'agent' ? downlineAgentType(agent) : 0;
        store.update(() => {
          member.createdAt = nowIso();
          member.type = type;
          // A new agent starts with its upline's contract pages (SPEC 3 consolidated); a member with none.
          if (type !== 0) member.consolidated = { ...agent.consolidated };
        });
        return { account: member.account, type, agent: type !== 0 };
      }),
    ),

    // SPEC 6: money to a direct downline, confirmed with the payment password, once per key.
    mockCall(downlineTransferCall, ({ token, payload, request }) =>
      withAgent(store, token, (agent) => {
        const found = teamMember(store.world, agent, payload?.account, true);
        if (found instanceof Rejection) return found;
        if (found.member.frozen) return refuse(agentTeamRefusals.downlineFrozen, null);
        const minor = amountMinor(payload.amount);
        if (minor === null) return refuse(walletRefusals.amountInvalid, null);
        return once(store, request, agent.id, () => {
          if (!agent.paymentPasswordHash) return refuse(walletRefusals.paymentPasswordNotSet, null);
          if (!passwordMatches(agent.paymentPasswordHash, payload.paymentPassword ?? ''))
            return refuse(walletRefusals.paymentPasswordWrong, null);
          if (walletMinor(agent, MAIN_WALLET) < minor) return refuse(walletRefusals.insufficient, null);
          let reference = '';
          try {
            store.update((world) => {
              reference = transferBetweenMembers(
                world,
                agent.id,
                found.member.id,
                minor,
                nowIso(),
                'downlineTransfer',
              );
            });
          } catch (error) {
            if (error instanceof InsufficientFunds) return refuse(walletRefusals.insufficient, null);
            throw error;
          }
          return { reference, balance: agent.balance, downlineBalance: found.member.balance };
        });
      }),
    ),
  ];
}

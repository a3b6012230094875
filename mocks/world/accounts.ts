import { openAccount } from './ledger';
import { TRIAL_TYPE } from '../../src/api/contracts';
import { memberDefaults } from './create-world';
import { hashPassword } from './passwords';
import type { WorldStore } from './store';
import type { MockMember, World } from './types';

/** A Bangladeshi mobile number as members type it: 11 digits, 01 then an operator digit 3–9. */
export const BANGLADESH_MOBILE = /^01[3-9][0-9]{8}$/;

/** Account names are case-insensitive on the platform. */
export function findByAccount(world: World, account: string): MockMember | undefined {
  const name = account.trim().toLowerCase();
  return world.members.find((member) => member.account.toLowerCase() === name);
}

export function findByMobile(world: World, mobile: string): MockMember | undefined {
  const number = mobile.trim();
  return number ? world.members.find((member) => member.mobile === number) : undefined;
}

/** The member a session token belongs to, or undefined for a missing, unknown or ended session. */
export function memberOfToken(world: World, token: string | null): MockMember | undefined {
  if (!token || !Object.hasOwn(world.sessions, token)) return undefined;
  const id = world.sessions[token];
  return world.members.find((member) => member.id === id);
}

/** Opens a session: tokens are `mock-{memberId}-{n}`, n counting the world's sessions, so a seed replays alike. */
export function openSession(store: WorldStore, memberId: number): string {
  let token = '';
  store.update((world) => {
    world.counters.session += 1;
    token = `mock-${memberId}-${world.counters.session}`;
    world.sessions[token] = memberId;
  });
  return token;
}

export function endSession(store: WorldStore, token: string) {
  store.update((world) => {
    delete world.sessions[token];
  });
}

export const nextMemberId = (world: World) => Math.max(0, ...world.members.map((member) => member.id)) + 1;

export type NewMember = Pick<MockMember, 'account'> & { password: string } & Partial<
    Pick<MockMember, 'mobile' | 'email' | 'realName' | 'nickname' | 'parentId' | 'referredBy'>
  >;

/** SPEC 4.5 registration: a plain member (type 0) with no money. */
export function addMember(store: WorldStore, details: NewMember): MockMember {
  let member!: MockMember;
  store.update((world) => {
    member = {
      ...memberDefaults(),
      id: nextMemberId(world),
      account: details.account,
      passwordHash: hashPassword(details.password),
      nickname: details.nickname ?? details.account,
      type: 0,
      mobile: details.mobile ?? null,
      email: details.email ?? '',
      realName: details.realName ?? '',
      balance: 0,
      // The registration is the first login (the client adopts its session as one), so the next
      // login is an ordinary one: a password the member just chose is not forced to change.
      firstTimeLogin: false,
      parentId: details.parentId ?? null,
      knownIps: [world.system.visitorIp],
      ...(details.referredBy === undefined ? {} : { referredBy: details.referredBy }),
    };
    world.members.push(member);
    openAccount(world, member, new Date().toISOString());
  });
  return member;
}

/** SPEC 6 trial account (type 4) for Free Play: `trial0001`, `trial0002`…, ৳2,000 to play with, no password. */
export function addTrialMember(store: WorldStore): MockMember {
  let member!: MockMember;
  store.update((world) => {
    world.counters.trial += 1;
    const account = `trial${String(world.counters.trial).padStart(4, '0')}`;
    member = {
      ...memberDefaults(),
      id: nextMemberId(world),
      account,
      nickname: account,
      passwordHash: '',
      type: TRIAL_TYPE,
      mobile: null,
      email: '',
      realName: '',
      balance: 2_000,
      knownIps: [world.system.visitorIp],
    };
    world.members.push(member);
    openAccount(world, member, new Date().toISOString());
  });
  return member;
}

/** Changes one member through the store, so the change is saved and heard. */
export function updateMember(store: WorldStore, id: number, change: (member: MockMember) => void) {
  store.update((world) => {
    const member = world.members.find((m) => m.id === id);
    if (member) change(member);
  });
}

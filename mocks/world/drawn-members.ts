import type { createFaker } from './faker';
import {
  AGENT01_ID,
  DEMO_PASSWORD,
  demoMembers,
  memberDefaults,
  otherFixedMembers,
  SUBAGENT01_ID,
  SUBAGENT02_ID,
  thirdLevelAgent,
} from './fixed-members';
import { gameIdsOfType } from './game-catalogue';
import { seededPasswordHash } from './passwords';
import type { MockMember, World } from './types';

/**
 * The members a seed draws around the fixed accounts (mocks/world/fixed-members.ts): players, and
 * agent01's team four levels deep. Every draw comes from the world's one faker in a fixed order, so
 * a seed's members stay what they were; the order of the calls below is part of "same seed, same
 * world".
 */

type Faker = ReturnType<typeof createFaker>;
const HOUR = 3_600_000;

/**
 * Accounts and mobiles are unique on the platform: a clash is resolved without drawing again, so
 * the rest of a seed's world stays as it was.
 */
function uniqueNames() {
  const fixed = [...demoMembers(), ...otherFixedMembers()];
  const accounts = new Set(fixed.map((m) => m.account));
  const mobiles = new Set(fixed.flatMap((m) => (m.mobile ? [m.mobile] : [])));
  return {
    account(name: string) {
      let account = name;
      for (let n = 2; accounts.has(account); n++) account = `${name}x${n}`;
      accounts.add(account);
      return account;
    },
    mobile(mobile: string) {
      let number = mobile;
      while (mobiles.has(number))
        number = `${number.slice(0, 3)}${String((Number(number.slice(3)) + 1) % 1e8).padStart(8, '0')}`;
      mobiles.add(number);
      return number;
    },
  };
}

/** Draws the members of a world: `players` first (the demo accounts and 12 players), then `team`. */
export function memberDrawer(faker: Faker, mainDomain: string) {
  const unique = uniqueNames();
  let downlineId = 3000;
  const downline = (parentId: number): MockMember => {
    const first = faker.person.firstName();
    return {
      ...memberDefaults(),
      id: downlineId++,
      account: unique.account(
        `${first.toLowerCase().replace(/[^a-z]/g, '')}${faker.number.int({ min: 100, max: 999 })}`,
      ),
      nickname: first,
      passwordHash: seededPasswordHash(DEMO_PASSWORD),
      type: 0,
      mobile: unique.mobile(`018${faker.string.numeric(8)}`),
      email: faker.internet.email({ provider: mainDomain }).toLowerCase(),
      realName: faker.person.fullName({ firstName: first }),
      balance: faker.number.float({ min: 0, max: 20_000, fractionDigits: 2 }),
      parentId,
    };
  };
  const withContacts = (member: MockMember): MockMember => ({
    ...member,
    email: `${member.account}@${mainDomain}`,
    realName: faker.person.fullName(),
  });

  return {
    /** The demo accounts with their drawn real names, then 12 players. */
    players(): MockMember[] {
      const members = demoMembers().map(withContacts);
      let nextId = 2000;
      for (let i = 0; i < 12; i++) {
        const first = faker.person.firstName();
        members.push({
          id: nextId++,
          account: unique.account(
            `${first.toLowerCase().replace(/[^a-z]/g, '')}${faker.number.int({ min: 10, max: 99 })}`,
          ),
          nickname: first,
          passwordHash: seededPasswordHash(DEMO_PASSWORD),
          type: 0,
          mobile: unique.mobile(`017${faker.string.numeric(8)}`),
          email: faker.internet.email({ provider: mainDomain }).toLowerCase(),
          realName: faker.person.fullName({ firstName: first }),
          balance: faker.number.float({ min: 0, max: 50_000, fractionDigits: 2 }),
          ...memberDefaults(),
        });
      }
      return members;
    },

    /**
     * Drawn last, so the values before stay what they were for a seed before these existed:
     * demo01's favourites, the other fixed accounts, and agent01's team (adds to `members`).
     */
    team(world: World, members: MockMember[], now: number): void {
      // demo01 starts with three slot games among its favourites (SPEC 4.8), chosen by the seed.
      const slots = gameIdsOfType(world, 'RNG');
      const picks = Array.from({ length: 3 }, () => faker.number.int({ min: 100_000, max: 999_999 }));
      members.find((m) => m.account === 'demo01')!.favouriteIds = [
        ...new Set(picks.map((n) => slots[n % slots.length]!)),
      ];
      for (const member of otherFixedMembers()) members.push(withContacts(member));
      members.push(downline(AGENT01_ID), downline(AGENT01_ID), downline(AGENT01_ID), downline(SUBAGENT01_ID));
      // The team's third and fourth levels (agent01 → subagent01 → subagent02 → members),
      // drawn after the rest so a seed's earlier world stays what it was.
      members.push(withContacts(thirdLevelAgent()));
      members.push(downline(SUBAGENT01_ID), downline(SUBAGENT02_ID), downline(SUBAGENT02_ID));
      // Opened a month before the world's instant, a day apart, so team figures over a period have joiners.
      members.forEach((member, i) => {
        member.createdAt ??= new Date(now - (35 - (i % 30)) * 24 * HOUR).toISOString();
      });
    },
  };
}

import type { DemoAccount, DemoAccountRole } from '../../src/api/contracts/qa';
import { DEMO_PASSWORD } from './create-world';
import { passwordMatches } from './passwords';
import type { MockMember, World } from './types';

function roleOf(member: MockMember, world: World): DemoAccountRole {
  if (member.mobile && member.account === 'mobile01') return 'mobile';
  if ([1, 2, 41, 42].includes(member.type)) return 'agent';
  if (passwordMatches(member.passwordHash, world.site.defaultPassword)) return 'defaultPassword';
  if (member.passwordExpired) return 'expiredPassword';
  return 'member';
}

/**
 * The world keeps only password hashes, so the panel names the password by checking the ones it
 * knows; a password changed in this world (by a forced change, say) is not known: null.
 */
function knownPassword(member: MockMember, world: World): string | null {
  const known = [DEMO_PASSWORD, world.site.defaultPassword];
  return known.find((plain) => passwordMatches(member.passwordHash, plain)) ?? null;
}

/** DESIGN.md demo accounts as the panel lists them; the mobile one logs in by its number. */
export function demoAccounts(world: World): DemoAccount[] {
  return world.members
    .filter((member) => member.demo)
    .map((member) => {
      const role = roleOf(member, world);
      return {
        role,
        username: role === 'mobile' && member.mobile ? member.mobile : member.account,
        password: role === 'mobile' ? world.sms.code : knownPassword(member, world),
      };
    });
}

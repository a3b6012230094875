import type { DemoAccount, DemoAccountRole } from '../../src/api/contracts/qa';
import type { MockMember, World } from './types';

function roleOf(member: MockMember, world: World): DemoAccountRole {
  if (member.mobile && member.account === 'mobile01') return 'mobile';
  if ([1, 2, 41, 42].includes(member.type)) return 'agent';
  if (member.password === world.site.defaultPassword) return 'defaultPassword';
  if (member.passwordExpired) return 'expiredPassword';
  return 'member';
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
        password: role === 'mobile' ? world.sms.code : member.password,
      };
    });
}

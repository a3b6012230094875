import type { MockMember, World } from './types';

/** A member of an agent's team and how far below the agent it sits (1: a direct downline). */
export interface TeamMember {
  member: MockMember;
  level: number;
}

/**
 * Everyone below `agentId` in the upline tree, breadth first (level 1, then 2…), each member once.
 * A broken tree (a loop through parentId) stops at the first repeat rather than running forever.
 */
export function teamOf(world: World, agentId: number): TeamMember[] {
  const children = new Map<number, MockMember[]>();
  for (const member of world.members) {
    if (member.parentId === null) continue;
    const list = children.get(member.parentId) ?? [];
    list.push(member);
    children.set(member.parentId, list);
  }
  const team: TeamMember[] = [];
  const seen = new Set<number>([agentId]);
  let frontier = [agentId];
  for (let level = 1; frontier.length; level++) {
    const next: number[] = [];
    for (const id of frontier) {
      for (const member of children.get(id) ?? []) {
        if (seen.has(member.id)) continue;
        seen.add(member.id);
        team.push({ member, level });
        next.push(member.id);
      }
    }
    frontier = next;
  }
  return team;
}

/** How far below `agentId` a member sits, or null when it is not in the agent's team. */
export function levelBelow(world: World, agentId: number, memberId: number): number | null {
  return teamOf(world, agentId).find((t) => t.member.id === memberId)?.level ?? null;
}

import { describe, expect, it } from 'vitest';
import { AGENT01_ID, SUBAGENT01_ID, SUBAGENT02_ID, createWorld } from './create-world';
import { levelBelow, teamOf } from './team-tree';

const world = createWorld({ seed: 1, now: Date.parse('2026-11-01T00:00:00Z') });

describe('team tree', () => {
  it('gives agent01 a team at least three levels deep, nearest first', () => {
    const team = teamOf(world, AGENT01_ID);
    const levels = team.map((t) => t.level);
    expect(Math.max(...levels)).toBeGreaterThanOrEqual(3);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(levelBelow(world, AGENT01_ID, SUBAGENT01_ID)).toBe(1);
    expect(levelBelow(world, AGENT01_ID, SUBAGENT02_ID)).toBe(2);
  });

  it('keeps members outside the team out of it', () => {
    const team = teamOf(world, SUBAGENT01_ID);
    expect(team.some((t) => t.member.id === AGENT01_ID)).toBe(false);
    expect(levelBelow(world, SUBAGENT01_ID, AGENT01_ID)).toBeNull();
    expect(team.every((t) => t.level >= 1)).toBe(true);
  });

  it('stops at a loop in the upline tree', () => {
    const looped = structuredClone(world);
    looped.members.find((m) => m.id === AGENT01_ID)!.parentId = SUBAGENT02_ID;
    expect(() => teamOf(looped, AGENT01_ID)).not.toThrow();
    expect(teamOf(looped, AGENT01_ID).some((t) => t.member.id === AGENT01_ID)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { applyJsonPatch, diffJson, PatchMismatch } from './json-patch';

// A saved world keeps only what differs from its seed's, and gives it back exactly.

const base = {
  balance: 25_000,
  // A month of orders: a few changed are smaller as a patch than as the whole list.
  orders: Array.from({ length: 20 }, (_, i) => ({ id: `D${i}`, status: i ? 'approved' : 'processing' })),
  profile: { city: 'Dhaka', telegram: '@demo' },
};

describe('a JSON patch', () => {
  it('holds the changed fields and the appended entries only, and gives the value back', () => {
    const value: Omit<typeof base, 'profile'> & {
      profile: { city: string; telegram?: string; email?: string };
    } = structuredClone(base);
    value.orders[0]!.status = 'approved';
    value.orders.push({ id: 'D20', status: 'processing' });
    delete value.profile.telegram;
    value.profile.email = 'demo@example.com';
    const patch = diffJson(base, value);
    expect(patch).toEqual({
      keys: {
        orders: {
          items: { 0: { keys: { status: { set: 'approved' } } }, 20: { set: value.orders[20] } },
          length: 21,
        },
        profile: { keys: { email: { set: 'demo@example.com' } }, drop: ['telegram'] },
      },
    });
    expect(applyJsonPatch(base, patch)).toEqual(value);
    // The base is left as it was.
    expect(base.orders).toHaveLength(20);
  });

  it('is nothing for the same value, and the value itself for a list changed all over', () => {
    expect(diffJson(base, structuredClone(base))).toBeUndefined();
    const reversed = [...base.orders].reverse();
    expect(diffJson(base.orders, reversed)).toEqual({ set: reversed });
    expect(applyJsonPatch(base.orders, { items: {}, length: 1 })).toEqual([base.orders[0]]);
    expect(diffJson({ a: [1, 2] }, { a: [1, 2, 3] })).toEqual({ keys: { a: { set: [1, 2, 3] } } });
  });

  it.each([
    ['a list where an object was', { keys: { orders: { keys: {} } } }],
    [
      'an entry past the end that is not whole',
      { keys: { orders: { items: { 20: { keys: {} } }, length: 21 } } },
    ],
    ['a hole in a list', { keys: { orders: { items: { 21: { set: 1 } }, length: 22 } } }],
    ['a key that is not there to drop', { keys: { profile: { keys: {}, drop: ['email'] } } }],
    ['the prototype', '{"keys": {"profile": {"keys": {"__proto__": {"set": {"admin": true}}}}}}'],
    ['no patch at all', { change: 'everything' }],
  ])('refuses %s', (_, patch) => {
    // As a file brings it: parsed JSON (where `__proto__` is a key like any other).
    const parsed: unknown = JSON.parse(typeof patch === 'string' ? patch : JSON.stringify(patch));
    expect(() => applyJsonPatch(base, parsed)).toThrow(PatchMismatch);
  });
});

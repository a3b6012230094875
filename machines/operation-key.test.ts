import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/errors';
import { isOutcomeLost, operationKey } from './operation-key';
import { pendingWorld } from './pending-test-support';

describe('operation key (the nonce of a money operation)', () => {
  it('is kept for the same intent until settled, and renewed for a new intent', () => {
    const world = pendingWorld();
    const keys = operationKey(world.store, 'redeem');
    const first = keys.begin({ rewardId: 'rw-1', paymentPassword: '112233' });
    // A retry of the same intent (another password typed) sends the same key, even after a reload.
    expect(keys.begin({ rewardId: 'rw-1', paymentPassword: '999999' })).toBe(first);
    expect(operationKey(world.reload(), 'redeem').begin({ rewardId: 'rw-1' })).toBe(first);
    const other = keys.begin({ rewardId: 'rw-2' });
    expect(other).not.toBe(first);
    // Another call with the same request is another operation.
    expect(operationKey(world.store, 'rewardClaim').begin({ rewardId: 'rw-1' })).not.toBe(first);
    keys.settle(first);
    expect(keys.begin({ rewardId: 'rw-1' })).not.toBe(first);
    keys.settle(null);
    expect(world.store.list().map((entry) => entry.key)).toContain(other);
  });

  it('a lost answer leaves the outcome unknown; a refusal or an ended session does not', () => {
    for (const kind of ['timeout', 'network', 'server', 'malformed'] as const)
      expect(isOutcomeLost(new ApiError(kind, 'redeem'))).toBe(true);
    expect(isOutcomeLost(new Error('offline'))).toBe(true);
    expect(isOutcomeLost(new ApiError('rejected', 'redeem'))).toBe(false);
    expect(isOutcomeLost(new ApiError('unauthorized', 'redeem'))).toBe(false);
  });
});

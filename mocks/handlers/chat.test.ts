// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatAvailabilityCall, chatStatusCall, freePlayCall } from '../../src/api/contracts';
import { signedIn, testWorlds } from '../test-world';
import { chatRefusals } from './chat';

const world = testWorlds();

describe('chat status (SPEC 4.13)', () => {
  it('answers live chat online and the member available by default', async () => {
    const w = await signedIn(world());
    await expect(w.api.request(chatStatusCall, undefined)).resolves.toEqual({
      online: true,
      available: true,
    });
  });

  it('says live chat is offline in the chat-offline scenario', async () => {
    const w = await signedIn(world({ scenario: 'chat-offline' }));
    expect((await w.api.request(chatStatusCall, undefined)).online).toBe(false);
  });

  it('keeps the member’s own availability per account', async () => {
    const w = await signedIn(world());
    await expect(w.api.request(chatAvailabilityCall, { available: false })).resolves.toEqual({
      online: true,
      available: false,
    });
    expect((await w.api.request(chatStatusCall, undefined)).available).toBe(false);
    const malformed = { available: 'yes' } as unknown as { available: boolean };
    expect((await w.refused(w.api.request(chatAvailabilityCall, malformed))).message).toBe(
      chatRefusals.availabilityMissing.en,
    );
    await signedIn(w, 'agent01');
    expect((await w.api.request(chatStatusCall, undefined)).available).toBe(true);
  });

  it('refuses a visitor (401) and a trial account (a real account is needed)', async () => {
    const w = world({ scenario: 'trial-account' });
    expect((await w.refused(w.api.request(chatStatusCall, undefined))).status).toBe(401);
    const { token } = await w.api.request(freePlayCall, { os: 'web', platform: 'W' });
    w.useToken(token);
    expect((await w.refused(w.api.request(chatStatusCall, undefined))).message).toBe(
      chatRefusals.realAccountNeeded.en,
    );
    await w.refused(w.api.request(chatAvailabilityCall, { available: false }));
    expect(w.store.world.members.find((m) => m.type === 4)?.chatAvailable).toBeUndefined();
  });
});

import type { HttpHandler } from 'msw';
import { TRIAL_TYPE, chatAvailabilityCall, chatStatusCall, type ChatStatus } from '../../src/api/contracts';
import type { WorldStore } from '../world/store';
import type { MockMember, World } from '../world/types';
import { mockCall, refuse, withMember } from './respond';

/** SPEC 6: a trial account (type 4) cannot use chat; the platform refuses as it refuses a launch. */
export const chatRefusals = {
  realAccountNeeded: { en: 'This needs a real account', bn: 'এর জন্য একটি আসল অ্যাকাউন্ট দরকার' },
  availabilityMissing: { en: 'Please choose on or off', bn: 'অনুগ্রহ করে চালু বা বন্ধ বেছে নিন' },
} as const;

function statusOf(world: World, member: MockMember): ChatStatus {
  return {
    // A world saved before chat settings existed has none: live chat is online, the member available.
    online: world.engagement.liveChatOnline !== false,
    available: member.chatAvailable !== false,
  };
}

/** SPEC 4.13: the live chat's status and the member's own availability, kept per account. */
export function chatHandlers(store: WorldStore): HttpHandler[] {
  return [
    mockCall(chatStatusCall, ({ token }) =>
      withMember(store, token, (m) =>
        m.type === TRIAL_TYPE ? refuse(chatRefusals.realAccountNeeded, null) : statusOf(store.world, m),
      ),
    ),
    mockCall(chatAvailabilityCall, ({ token, payload }) =>
      withMember(store, token, (m) => {
        if (m.type === TRIAL_TYPE) return refuse(chatRefusals.realAccountNeeded, null);
        // Not an auth or money call, so no request schema (docs/architecture.md, "A call"): the one field is checked here.
        const available: unknown = payload?.available;
        if (typeof available !== 'boolean') return refuse(chatRefusals.availabilityMissing, null);
        store.update(() => {
          m.chatAvailable = available;
        });
        return statusOf(store.world, m);
      }),
    ),
  ];
}

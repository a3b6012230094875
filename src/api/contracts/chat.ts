import * as v from 'valibot';
import { defineCall } from './call';

/**
 * The chat status toggle (SPEC 4.13 "chat status toggle (only when logged in)"). SPEC 7.4
 * puts the live chat calls under `wps/relay/CBS_*` and shows no status call, so the paths and fields
 * here are ours (`assumption` in docs/platform-wire.md).
 */
const chatStatus = v.object({
  /** Whether the site's live chat is staffed now (the platform decides; the member cannot change it). */
  online: v.boolean(),
  /** The member's own availability for chat, kept by the platform per account. */
  available: v.boolean(),
});
export type ChatStatus = v.InferOutput<typeof chatStatus>;

/** The live chat's status and the member's availability. GET; path not shown (chosen: wps/relay/CBS_chatStatus). */
export const chatStatusCall = defineCall<void, ChatStatus>({
  name: 'chatStatus',
  method: 'GET',
  path: 'wps/relay/CBS_chatStatus',
  auth: true,
  value: chatStatus,
});

export type ChatAvailabilityRequest = { available: boolean };

/**
 * Switches the member's own chat availability; answers the status as the platform now holds it.
 * PUT; path not shown (chosen: wps/relay/CBS_chatAvailability).
 */
export const chatAvailabilityCall = defineCall<ChatAvailabilityRequest, ChatStatus>({
  name: 'chatAvailability',
  method: 'PUT',
  path: 'wps/relay/CBS_chatAvailability',
  auth: true,
  value: chatStatus,
});

/** Chat calls. Every call here is also listed in `chatCalls`. */
export const chatCalls = {
  chatStatus: chatStatusCall,
  chatAvailability: chatAvailabilityCall,
} as const;

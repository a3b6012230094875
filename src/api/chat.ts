import { api } from './index';
import { chatAvailabilityCall, chatStatusCall } from './contracts/chat';

/** The live chat's status and the member's own availability (SPEC 4.13). */
export const fetchChatStatus = (signal?: AbortSignal) =>
  api.request(chatStatusCall, undefined, signal ? { signal } : {});

/** Sets the member's own chat availability; answers the status the platform now holds. */
export const setChatAvailability = (available: boolean) => api.request(chatAvailabilityCall, { available });

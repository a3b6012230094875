import { api } from './index';
import { memberIconCall } from './contracts/member-icon';

/** SPEC 7.1 member icon: the picture shown beside the member's name (a module of its own: only a member's views load it). */
export const fetchMemberIcon = (signal?: AbortSignal) =>
  api.request(memberIconCall, undefined, signal ? { signal } : {});

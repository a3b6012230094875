import * as v from 'valibot';
import { defineCall } from './call';

// A module of its own: only a member's views ask for it, so it stays out of the site's first files.
const memberIconValue = v.object({
  /** The picture's address (an image URL, or a data: URL); null while the member has none. */
  icon: v.nullable(v.string()),
});
export type MemberIcon = v.InferOutput<typeof memberIconValue>;

/**
 * GET /wps/member/info/icon (SPEC 7.1, with the token): the member's picture, shown beside their
 * name. The platform registry lists the path (`login.icon`, module PROFPIC3) but no answer is
 * stored anywhere: `{ icon }` is our assumption. A picture that fails to load, or none, shows the
 * fallback avatar (SPEC 8).
 */
export const memberIconCall = defineCall<void, MemberIcon>({
  name: 'memberIcon',
  method: 'GET',
  path: 'wps/member/info/icon',
  auth: true,
  value: memberIconValue,
});

/** The member's picture: this area's calls by contract name, spread into `calls` (index.ts). */
export const memberIconCalls = {
  memberIcon: memberIconCall,
} as const;

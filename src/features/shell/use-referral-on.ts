import { createLoaderMachine } from '../../../machines/loader.machine';
import type { PublicState } from '../../api/contracts/member';
import { fromCall } from '../../api/from-call';
import { fetchPublicState } from '../../api/public-state';
import { useLoader } from '../../components/use-loader';
import { isReferralOn } from '../../lib/referral';

const publicStateLoader = createLoaderMachine<PublicState>('shellPublicState').provide({
  actors: { load: fromCall(() => fetchPublicState()) },
});

/**
 * Whether the shell's invite-friends entries show (SPEC 6, `isReferralOn`): the side menu's and the
 * floating service menu's read the same public state through this one hook. The public state is a
 * member's (the call needs a session): use it only in a part rendered for a logged-in real member.
 */
export function useReferralOn(): boolean {
  return isReferralOn(useLoader(publicStateLoader).data);
}

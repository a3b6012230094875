import { useState } from 'react';
import { createLoaderMachine } from '../../machines/loader.machine';
import type { MemberInfo } from '../api/contracts/member';
import type { MemberIcon } from '../api/contracts/member-icon';
import { fromCall } from '../api/from-call';
import { fetchMemberIcon } from '../api/member-icon';
import { SessionContext } from '../app/providers/session';
import { FallbackImage } from './fallback-image';
import { useLoader } from './use-loader';
import defaultAvatar from './member-avatar-default.svg';
import './member-avatar.css';

/**
 * One ask a session: the member the session loaded is the key, so the header, the member centre
 * and the agent bar share one answer, and a new login (a new member object) asks again.
 */
const asked = new WeakMap<MemberInfo, Promise<MemberIcon>>();

function iconOf(member: MemberInfo): Promise<MemberIcon> {
  let answer = asked.get(member);
  if (!answer) {
    // Not cancelled with one view's unmount: another view may be waiting on the same answer.
    answer = fetchMemberIcon();
    asked.set(member, answer);
    // A failed ask is forgotten, so the next view to show the member asks again.
    answer.catch(() => asked.delete(member));
  }
  return answer;
}

const memberIconLoader = createLoaderMachine<MemberIcon>('memberIcon');

/**
 * SPEC 7.1 member icon beside the member's name (header, member centre, agent bar): a small round
 * picture, decorative (`alt=""`: the name is beside it). SPEC 8 game-icon-load-failure ("Avatar
 * load failure: fallback avatar"): while it loads, when the call fails or the member has none, and
 * when the picture fails to load, the default avatar shows; no message, it is a decoration.
 */
export function MemberAvatar() {
  const member = SessionContext.useSelector((s) => s.context.member);
  return member ? <Avatar key={member.id} member={member} /> : null;
}

function Avatar({ member }: { member: MemberInfo }) {
  const [logic] = useState(() =>
    memberIconLoader.provide({ actors: { load: fromCall(() => iconOf(member)) } }),
  );
  const { data } = useLoader(logic);
  return (
    <FallbackImage
      className="member-avatar"
      src={data?.icon}
      fallback={defaultAvatar}
      alt=""
      width={32}
      height={32}
    />
  );
}

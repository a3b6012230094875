import { usePopupActions } from './popups';
import type { FieldRule, RegisterField } from '../../api/contracts/register';
import { PermissionContext } from './site-data';
import { SessionContext } from './session';
import { TRIAL_TYPE } from '../../api/contracts/member';
import type { WhitelabelSwitch } from '../../api/contracts/system';

/** Whitelabel switches from the permission data (SPEC 3.3); off until it has loaded. */
export function useSwitch(name: WhitelabelSwitch): boolean {
  return PermissionContext.useSelector((s) => s.context.data?.whitelabel[name] === true);
}

/** The switches the session flow needs with each login (SPEC 4.2). */
export function useSessionSwitches() {
  const forceExpiredChange = useSwitch('PWDEXPFORCECHANGE3');
  const agentPolicy = useSwitch('AGENTPOLICY3');
  return { forceExpiredChange, agentPolicy };
}

export function useMember() {
  return SessionContext.useSelector((s) => s.context.member);
}

export function useIsLoggedIn() {
  return SessionContext.useSelector((s) => s.hasTag('member'));
}

/**
 * What the header shows: a member, a visitor, or `checking` while a session is being loaded (a
 * stored one at start-up, or right after a login), which most likely ends as a member.
 */
export function useHeaderRole(): 'member' | 'visitor' | 'checking' {
  return SessionContext.useSelector((s) =>
    s.hasTag('member') ? 'member' : s.hasTag('visitor') ? 'visitor' : 'checking',
  );
}

export function useIsTrial() {
  return SessionContext.useSelector((s) => s.context.member?.type === TRIAL_TYPE);
}

/**
 * SPEC 6: the member centre needs a real member. A click on a member-centre link opens the login
 * popup for a visitor and the `in_need_true_account` dialog for a trial account instead of following;
 * the visitor's login then follows it.
 */
export function useMemberCentreGuard() {
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const popups = usePopupActions();
  return (event: { preventDefault(): void; currentTarget: EventTarget }) => {
    if (loggedIn && !trial) return;
    event.preventDefault();
    if (loggedIn) return popups.show('trialWarning');
    // A login made to deposit (or to open any centre page) goes on to that page.
    const to =
      event.currentTarget instanceof HTMLAnchorElement ? event.currentTarget.getAttribute('href') : null;
    popups.show('login', to ? { kind: 'centre', to } : undefined);
  };
}

/** A registration field's rule from the permission data (SPEC 3.1, 7.2); undefined until loaded. */
export function useFieldRule(field: RegisterField): FieldRule | undefined {
  return PermissionContext.useSelector((s) => s.context.data?.register?.fields[field]);
}

/** SPEC 4.9, 6: live chat is for real accounts; a trial account gets the real-account dialog. */
export function useTrialChatGuard(): () => boolean {
  const trial = useIsTrial();
  const popups = usePopupActions();
  return () => {
    if (!trial) return true;
    popups.show('trialWarning');
    return false;
  };
}

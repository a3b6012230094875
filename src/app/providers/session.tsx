import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { loginMachine } from '../../../machines/login.machine';
import { ipVerificationMachine } from '../../../machines/ip-verification.machine';
import { oneClickLoginMachine } from '../../../machines/one-click-login.machine';
import { freePlayLoginMachine } from '../../../machines/free-play-login.machine';
import { sessionMachine } from '../../../machines/session.machine';
import type { OneClickProvider } from '../../../machines/session.types';
import { isAgentType, type MemberInfo } from '../../api/contracts/member';
import {
  fetchConsolidated,
  fetchFavouriteIds,
  fetchMemberInfo,
  freePlayLogin,
  loginUser,
  logoutUser,
  oneClickLogin,
} from '../../api/session';
import { onAppEvent } from '../../browser/app-events';
import { verifyHuman } from '../../browser/human-verification';
import { signInWith } from '../../browser/one-click';
import { brand } from '../../api/config';
import type { LoginRequest, OneClickLoginRequest } from '../../api/contracts/session';
import {
  clearSession,
  getToken,
  readStored,
  removeStored,
  setToken,
  writeStored,
} from '../../browser/session-store';
import { agentHomeFrom, isAgentPath } from '../../lib/routes';
import { navigateTo } from '../routing/navigation';
import { fromCall } from '../../api/from-call';
import { inspect } from '../../lib/actor-inspection';

/**
 * Kept with the token while a forced password change is due, so a reload returns to it:
 * the name that logged in (never the password).
 */
const CHANGE_DUE_KEY = 'passwordChangeDue';

/** SPEC 3.3 session keys written once the member is known. */
function storeMember(member: MemberInfo) {
  writeStored('nickname', member.nickname);
  writeStored('account', member.account);
  writeStored('username', member.account);
  writeStored('customerId', String(member.id));
  writeStored('isAgent', String(isAgentType(member.type)));
}

/** SPEC 4.2: the favourite ids, kept for the lobby's hearts. */
async function keepFavouriteIds(signal: AbortSignal) {
  const { ids } = await fetchFavouriteIds(signal);
  writeStored('favouriteIds', JSON.stringify(ids));
}

/** SPEC 4.2: the consolidated data, and the agent centre's contract flags read from it. */
async function keepConsolidated(signal: AbortSignal) {
  const value = await fetchConsolidated(signal);
  writeStored('consolidated', JSON.stringify(value));
  writeStored(
    'enableSalary',
    String(value.dailysalreqtype || value.contracthoursalreqreq || value.realtimesalreqtype),
  );
  writeStored('enableContract', String(value.divtypereq));
}

const sendLogin = fromCall((request: LoginRequest) => loginUser(request));

export const SessionContext = createActorContext(
  sessionMachine.provide({
    actors: {
      login: loginMachine.provide({
        actors: { verifyHuman: fromCall(() => verifyHuman()), loginUser: sendLogin },
      }),
      ipVerification: ipVerificationMachine.provide({ actors: { loginUser: sendLogin } }),
      // SPEC 2.4: the provider's window gives an identity token, the platform a session for it.
      oneClickLogin: oneClickLoginMachine.provide({
        actors: {
          openWindow: fromCall(({ provider }: { provider: OneClickProvider }) => signInWith(provider)),
          exchangeToken: fromCall((request: OneClickLoginRequest) => oneClickLogin(request)),
        },
      }),
      freePlayLogin: freePlayLoginMachine.provide({
        actors: { startTrial: fromCall(() => freePlayLogin()) },
      }),
      loadMember: fromCall(() => fetchMemberInfo()),
      logoutUser: fromCall(({ token }: { token: string | null }) => logoutUser(token)),
      // Stopped with the session, which aborts the call: nothing is written after a logout.
      loadFavouriteIds: fromCall((_: void, signal) => keepFavouriteIds(signal)),
      loadConsolidated: fromCall((_: void, signal) => keepConsolidated(signal)),
    },
    actions: {
      storeToken: (_, { token, changeDue }) => {
        setToken(token);
        if (changeDue === null) removeStored(CHANGE_DUE_KEY);
        else writeStored(CHANGE_DUE_KEY, changeDue);
      },
      clearChangeDue: () => removeStored(CHANGE_DUE_KEY),
      memberReady: (_, { member, site, firstTimeLogin }) => {
        storeMember(member);
        // SPEC 4.2: the post-login modal flag; SPEC 4.7: a first-time login shows the F announcements.
        writeStored('postLoginModal', 'pending');
        if (firstTimeLogin) writeStored('firstTimeLogin', 'true');
        else removeStored('firstTimeLogin');
        if (site === 'agent') navigateTo(agentHomeFrom(window.location.search), { replace: true });
      },
      clearSession: () => {
        clearSession();
        // SPEC 4.2: logout "resets merchant keys": back to this site's merchant code.
        writeStored('merchantCode', brand.merchantCode);
        removeStored('postLoginModal');
        removeStored('firstTimeLogin');
        removeStored('favouriteIds');
      },
      // A trial account left for a real one lands on the login or registration it asked for.
      afterLogout: (_, { site, then }) =>
        navigateTo(then ? `/${then}` : site === 'agent' ? '/agent' : '/', { replace: true }),
      // In the agent area the agent login asks; elsewhere the login popup (/login).
      afterExpiry: () => navigateTo(isAgentPath(window.location.pathname) ? '/agent' : '/login'),
    },
  }),
  { inspect },
);

function ExpiryBridge() {
  const session = SessionContext.useActorRef();
  // A 401 from any call ends the session (the API client already cleared storage).
  useEffect(
    () =>
      onAppEvent('sessionExpired', (_, beforeListening) =>
        session.send({ type: beforeListening ? 'session.foundEnded' : 'session.expired' }),
      ),
    [session],
  );
  return null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const input = { storedToken: getToken(), storedChangeDue: readStored(CHANGE_DUE_KEY) };
  return (
    <SessionContext.Provider options={{ input }}>
      <ExpiryBridge />
      {children}
    </SessionContext.Provider>
  );
}

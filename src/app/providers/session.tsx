import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { sessionMachine, type OneClickProvider } from '../../../machines/session.machine';
import { isAgentType, TRIAL_TYPE, type MemberInfo } from '../../api/contracts/member';
import {
  fetchConsolidated,
  fetchFavouriteIds,
  fetchMemberInfo,
  freePlayLogin,
  loginUser,
  logoutUser,
} from '../../api/session';
import { onSessionExpired } from '../../api/session-events';
import { verifyHuman } from '../../lib/human-verification';
import { signInWith } from '../../lib/one-click';
import { api } from '../../api';
import { brand } from '../../api/config';
import { oneClickLoginCall } from '../../api/contracts/session';
import {
  clearSession,
  getToken,
  readStored,
  removeStored,
  setToken,
  writeStored,
} from '../../lib/session-store';
import { agentHomeFrom, isAgentPath } from '../../lib/routes';
import { navigateTo } from '../navigation';
import { fromCall } from './from-call';

/**
 * Kept with the token while a forced password change is due, so a reload returns to it (issue 15):
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

/** SPEC 4.2: favourites load on login; the consolidated data too, unless trial, when AGENTPOLICY3 is on. */
function loadExtras(member: MemberInfo, agentPolicy: boolean) {
  fetchFavouriteIds()
    .then(({ ids }) => writeStored('favouriteIds', JSON.stringify(ids)))
    .catch(() => undefined); // the lobby shows hearts empty; nothing else depends on it
  if (member.type === TRIAL_TYPE || !agentPolicy) return;
  fetchConsolidated()
    .then((value) => {
      writeStored('consolidated', JSON.stringify(value));
      writeStored(
        'enableSalary',
        String(value.dailysalreqtype || value.contracthoursalreqreq || value.realtimesalreqtype),
      );
      writeStored('enableContract', String(value.divtypereq));
    })
    .catch(() => undefined);
}

export const SessionContext = createActorContext(
  sessionMachine.provide({
    actors: {
      verifyHuman: fromCall(() => verifyHuman()),
      loginUser: fromCall((request) => loginUser(request)),
      // SPEC 2.4: the provider's window gives an identity token, the platform a session for it.
      oneClickLogin: fromCall<{ token: string; firstTimeLogin: boolean }, { provider: OneClickProvider }>(
        async ({ provider }) => {
          const { idToken } = await signInWith(provider);
          return api.request(oneClickLoginCall, { provider, idToken });
        },
      ),
      freePlayLogin: fromCall(() => freePlayLogin()),
      loadMember: fromCall(() => fetchMemberInfo()),
      logoutUser: fromCall(({ token }: { token: string | null }) => logoutUser(token)),
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
      loadMemberExtras: (_, { member, agentPolicy }) => loadExtras(member, agentPolicy),
      clearSession: () => {
        clearSession();
        // SPEC 4.2: logout "resets merchant keys": back to this site's merchant code.
        writeStored('merchantCode', brand.merchantCode);
        removeStored('postLoginModal');
        removeStored('firstTimeLogin');
        removeStored('favouriteIds');
      },
      afterLogout: (_, { site }) => navigateTo(site === 'agent' ? '/agent' : '/', { replace: true }),
      // In the agent area the agent login asks; elsewhere the login popup (/login).
      afterExpiry: () => navigateTo(isAgentPath(window.location.pathname) ? '/agent' : '/login'),
    },
  }),
);

function ExpiryBridge() {
  const session = SessionContext.useActorRef();
  // A 401 from any call ends the session (the API client already cleared storage).
  useEffect(
    () =>
      onSessionExpired((_, beforeListening) =>
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

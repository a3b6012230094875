import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { agentLoginFrom } from '../lib/routes';
import { getToken, readStored } from '../browser/session-store';

/** SPEC 2.1: a route needing authentication without a stored session token goes to /login. */
export function requireToken() {
  return getToken() ? null : redirect('/login');
}

/** SPEC 2.1 / 6: /agentHome is for agents; anyone else goes to /agent. */
export function requireAgent({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  return getToken() && readStored('isAgent') === 'true'
    ? null
    : redirect(agentLoginFrom(new URL(request.url).search));
}

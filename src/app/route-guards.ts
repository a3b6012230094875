import { redirect } from 'react-router-dom';
import { getToken, readStored } from '../lib/session-store';

/** SPEC 2.1: a route needing authentication without a stored session token goes to /login. */
export function requireToken() {
  return getToken() ? null : redirect('/login');
}

/** SPEC 2.1 / 6: /agentHome is for agents; anyone else goes to /agent. */
export function requireAgent() {
  return getToken() && readStored('isAgent') === 'true' ? null : redirect('/agent');
}

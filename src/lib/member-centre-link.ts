import type { Location, To } from 'react-router-dom';

/** History state of a member-centre entry the app pushed: closing it goes back instead of forward. */
export type MemberCentreState = { memberCentre: true };

export const MC_PAGE = 'mcPage';
export const memberCentreState: MemberCentreState = { memberCentre: true };

export const isPushedByApp = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<MemberCentreState>).memberCentre === true;

/**
 * DESIGN.md: the member centre is `?mcPage=<page id>` on the page the member is on, so a page can be
 * linked and the back button closes it. Other query parameters stay as they are.
 */
export function memberCentreTo(location: Pick<Location, 'pathname' | 'search' | 'hash'>, page: string): To {
  const params = new URLSearchParams(location.search);
  params.set(MC_PAGE, page);
  return { pathname: location.pathname, search: `?${params}`, hash: location.hash };
}

/** The same location without the member centre. */
export function withoutMemberCentre(location: Pick<Location, 'pathname' | 'search' | 'hash'>): To {
  const params = new URLSearchParams(location.search);
  params.delete(MC_PAGE);
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
}

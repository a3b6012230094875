import type { To } from 'react-router-dom';
import type { AgentCentrePageId } from '../../lib/agent-centre-page-ids';

export const AC_PAGE = 'acPage';
/** A contract page opened with `offerTo=<account>` opens its offer form for that downline. */
export const OFFER_TO = 'offerTo';

/**
 * DESIGN.md: `/agentHome?acPage=<page id>`; extra parameters (such as `offerTo`) ride along, so
 * downline management can open a contract page ready to offer to one downline.
 */
export function agentCentreTo(page: AgentCentrePageId, extra: Record<string, string> = {}): To {
  const params = new URLSearchParams({ [AC_PAGE]: page, ...extra });
  return { pathname: '/agentHome', search: `?${params}` };
}

import { Navigate, useSearchParams } from 'react-router-dom';
import { AgentCentre } from './agent-centre';
import { AC_PAGE } from './agent-centre-link';
import { DEFAULT_AGENT_CENTRE_PAGE, isAgentCentrePage } from './pages';

/**
 * SPEC 2.1 / 2.6 /agentHome (agents only: the route's loader sends anyone else to /agent): the agent
 * centre at `?acPage=<page id>`, agentTeamOverview when none is given. An unknown id is replaced by
 * the default, so a mistyped link still opens the centre.
 */
export default function AgentHomePage() {
  const [params] = useSearchParams();
  const requested = params.get(AC_PAGE);
  if (requested !== null && !isAgentCentrePage(requested)) {
    const rest = new URLSearchParams(params);
    rest.delete(AC_PAGE);
    const search = rest.toString();
    return <Navigate to={{ pathname: '/agentHome', search: search ? `?${search}` : '' }} replace />;
  }
  return <AgentCentre page={isAgentCentrePage(requested) ? requested : DEFAULT_AGENT_CENTRE_PAGE} />;
}

import { loadOnce, type CentrePages } from './centre-pages';

/**
 * The centres' pages the app gives (CentrePagesContext, src/app/system-gate.tsx). The tables are
 * chunks of their own, asked for with a centre's first page: their imports would weigh on the start.
 */
export const centrePages: CentrePages = {
  member: loadOnce((page) =>
    import('./member-centre-pages').then((module) => module.memberCentrePages[page].load()),
  ),
  agent: loadOnce((page) => import('./agent-centre-pages').then((module) => module.agentCentrePages[page]())),
};

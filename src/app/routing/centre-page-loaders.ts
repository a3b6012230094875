import { loadOnce, type CentrePages } from './centre-pages';

/**
 * The centres' page loaders, which the member and agent centres import: each table loads with its
 * centre, never at the start, and each page's chunk is asked for when the page first shows.
 */
export const centrePages: CentrePages = {
  member: loadOnce((page) =>
    import('./member-centre-pages').then((module) => module.memberCentrePages[page].load()),
  ),
  agent: loadOnce((page) => import('./agent-centre-pages').then((module) => module.agentCentrePages[page]())),
};

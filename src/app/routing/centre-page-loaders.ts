import { loadOnce, type CentrePages, type MemberCentreTable } from './centre-pages';

let memberTable: Promise<MemberCentreTable> | null = null;

/**
 * The centres' pages the app gives (CentrePagesContext, src/app/system-gate.tsx). The tables are
 * chunks of their own, asked for with a centre's first page: their imports would weigh on the start.
 * A failed table load is forgotten, so the page's "Try again" asks again.
 */
export const centrePages: CentrePages = {
  memberTable: () => {
    memberTable ??= import('./member-centre-pages').then(
      (module) => module.memberCentrePages,
      (error: unknown) => {
        memberTable = null;
        throw error;
      },
    );
    return memberTable;
  },
  member: loadOnce((page) => centrePages.memberTable().then((pages) => pages[page].load())),
  agent: loadOnce((page) => import('./agent-centre-pages').then((module) => module.agentCentrePages[page]())),
};

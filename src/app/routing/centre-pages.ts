import type { ComponentType } from 'react';
import type { PublicState } from '../../api/contracts/member';
import type { AgentCentrePageId } from '../../lib/agent-centre-page-ids';
import type { MemberCentrePageId } from '../../lib/member-centre-page-ids';
import { withTimeout } from '../../lib/with-timeout';
import { CHUNK_LOAD_TIMEOUT_MS } from './screen-group';

export type PageModule = Promise<{ default: ComponentType }>;
export type PageLoader<Id extends string> = (page: Id) => PageModule;

/** The public-state counts a member-centre entry shows as its red badge (SPEC 2.5). */
export type BadgeCount = keyof Pick<PublicState, 'availablePromoCount' | 'unreadMessage' | 'missionCount'>;

/** One member-centre page: its chunk, its badge, and who sees its entry (everyone when absent). */
export interface MemberCentrePage {
  load: () => PageModule;
  badge?: BadgeCount;
  visible?: (state: PublicState | null, switches: { manualRebate: boolean }) => boolean;
}

export type MemberCentreTable = Record<MemberCentrePageId, MemberCentrePage>;

/**
 * The centres' pages: the member centre's pages belong to other features (wallet, payments,
 * records…), and a feature never imports another; the agent centre shows some of the same pages.
 * The centres import these loaders (src/app/routing/centre-page-loaders.ts), which reach the
 * features by lazy import only, and the member centre its table (badges, who sees which entry).
 */
export interface CentrePages {
  member: PageLoader<MemberCentrePageId>;
  agent: PageLoader<AgentCentrePageId>;
}

/**
 * A loader that loads each page's chunk once. SPEC 9: not loaded after 120 s is a load error; a
 * failed load is forgotten, so the page's "Try again" loads it afresh.
 */
export function loadOnce<Id extends string>(load: PageLoader<Id>): PageLoader<Id> {
  const loading = new Map<Id, PageModule>();
  return (page) => {
    let module = loading.get(page);
    if (!module) {
      module = withTimeout(load(page), CHUNK_LOAD_TIMEOUT_MS);
      loading.set(page, module);
      module.catch(() => loading.delete(page));
    }
    return module;
  };
}

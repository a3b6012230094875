import type { ComponentType } from 'react';
import type { MemberCentrePageId } from '../../lib/member-centre-page-ids';
import { withTimeout } from '../../lib/with-timeout';
import { CHUNK_LOAD_TIMEOUT_MS } from './screen-group';

export type PageModule = Promise<{ default: ComponentType }>;

type PageLoaders = Record<MemberCentrePageId, () => PageModule>;
let provided: (() => Promise<PageLoaders>) | null = null;

/**
 * The member centre's pages belong to other features (wallet, payments, records…), and a feature
 * never imports another; the app, which may, gives their chunks here as it starts
 * (src/app/member-centre-pages.ts). The agent centre shows some of the same pages. The list is a
 * chunk of its own, asked for with the first page: its fifteen imports would weigh on the start.
 */
export function provideMemberCentrePages(pages: () => Promise<PageLoaders>): void {
  provided = pages;
}

/** A member-centre page's chunk, as the app gave it. */
export function memberCentrePage(page: MemberCentrePageId): PageModule {
  if (!provided) return Promise.reject(new Error('The app has not provided the member centre pages.'));
  return provided().then((pages) => pages[page]());
}

/**
 * A loader that loads each page's chunk once. SPEC 9: not loaded after 120 s is a load error; a
 * failed load is forgotten, so the page's "Try again" loads it afresh.
 */
export function loadOnce<Id extends string>(load: (page: Id) => PageModule): (page: Id) => PageModule {
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

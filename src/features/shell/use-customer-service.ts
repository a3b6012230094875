import { createContext, useContext } from 'react';
import { PermissionContext } from '../../app/providers/site-data';
import type { CsType, CustomerServiceEntry, SiteResource } from '../../api/contracts/system';
import { openExternal, safeLink, siteHostsOf } from '../../lib/safe-link';

const emptyList: never[] = [];

/**
 * SPEC 4.9, 6: a trial account cannot use the chat. Where a session exists the app provides a guard
 * that answers whether live chat may open (and shows the real-account dialog when not); the
 * whole-site pages (maintenance, region block) have no session and no guard.
 */
const ChatGuardContext = createContext<(() => boolean) | null>(null);
export const ChatGuardProvider = ChatGuardContext.Provider;

/** Customer-service entries and site resources from the permission data, opened only when safe. */
export function useCustomerService() {
  const data = PermissionContext.useSelector((s) => s.context.data);
  const entries = data?.customerService ?? emptyList;
  const resources = data?.resources ?? emptyList;
  const hosts = data ? siteHostsOf(data.mainDomain, data.domainRoute) : [];
  const chatAllowed = useContext(ChatGuardContext);

  return {
    loaded: data !== null,
    entries,
    entry: (type: CsType): CustomerServiceEntry | undefined => entries.find((e) => e.csType === type),
    resource: (type: string): SiteResource | undefined => resources.find((r) => r.resourceType === type),
    /** The path arrives encrypted (SPEC 3); decoding loads crypto-js on first use. */
    async openEntry(entry: CustomerServiceEntry): Promise<boolean> {
      if (entry.csType === 'LIVECHAT' && chatAllowed && !chatAllowed()) return true; // the guard answered
      const { decryptCsPath } = await import('../../api/payload-crypto');
      const url = safeLink(decryptCsPath(entry.path), hosts);
      if (url) openExternal(url);
      return url !== null;
    },
    safeResourceUrl: (resource: SiteResource | undefined) => safeLink(resource?.url, hosts),
    /** A server-provided link, when its scheme and host are safe (DESIGN.md cross-cutting rules). */
    safeLinkUrl: (link: string | null | undefined) => safeLink(link, hosts),
  };
}

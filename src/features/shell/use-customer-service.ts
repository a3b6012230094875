import { PermissionContext } from '../../app/providers/site-data';
import type { CsType, CustomerServiceEntry, SiteResource } from '../../api/contracts/system';
import { openExternal, safeLink, siteHostsOf } from '../../lib/safe-link';

const emptyList: never[] = [];

/** Customer-service entries and site resources from the permission data, opened only when safe. */
export function useCustomerService() {
  const data = PermissionContext.useSelector((s) => s.context.data);
  const entries = data?.customerService ?? emptyList;
  const resources = data?.resources ?? emptyList;
  const hosts = data ? siteHostsOf(data.mainDomain, data.domainRoute) : [];

  return {
    loaded: data !== null,
    entries,
    entry: (type: CsType): CustomerServiceEntry | undefined => entries.find((e) => e.csType === type),
    resource: (type: string): SiteResource | undefined => resources.find((r) => r.resourceType === type),
    /** The path arrives encrypted (SPEC 3); decoding loads crypto-js on first use. */
    async openEntry(entry: CustomerServiceEntry): Promise<boolean> {
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

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

/** Decrypts a customer-service path (SPEC 3: key = its last 8 characters). */
type Decrypt = (encrypted: string) => string | null;

/**
 * The link of a customer-service entry, when it may be opened: the path decrypted, then only an
 * https link to a known host (safeLink). A path that decrypts to `javascript:`, `data:`, plain
 * http or an unknown host, or does not decrypt at all, gives null.
 */
export function csEntryUrl(
  entry: CustomerServiceEntry,
  hosts: readonly string[],
  decrypt: Decrypt,
): string | null {
  return safeLink(decrypt(entry.path), hosts);
}

/**
 * Opens an entry in a new window without a handle on this page (noopener), or nothing when its link
 * is refused. SPEC 4.9, 6: live chat asks the trial guard first. Answers whether the entry was
 * handled (opened, or the guard answered); false means the link was refused.
 */
export async function openCsEntry(
  entry: CustomerServiceEntry,
  hosts: readonly string[],
  chatAllowed: (() => boolean) | null,
  open: (url: string) => void = openExternal,
): Promise<boolean> {
  if (entry.csType === 'LIVECHAT' && chatAllowed && !chatAllowed()) return true; // the guard answered
  // Decoding loads crypto-js on first use.
  const { decryptCsPath } = await import('../../api/payload-crypto');
  const url = csEntryUrl(entry, hosts, decryptCsPath);
  if (url) open(url);
  return url !== null;
}

/** Customer-service entries and site resources from the permission data, opened only when safe. */
export function useCustomerService() {
  const data = PermissionContext.useSelector((s) => s.context.data);
  const entries = data?.customerService ?? emptyList;
  const resources = data?.resources ?? emptyList;
  const hosts = data ? siteHostsOf(data.mainDomain, data.domainRoute) : emptyList;
  const chatAllowed = useContext(ChatGuardContext);

  return {
    loaded: data !== null,
    entries,
    hosts,
    /** The trial guard of live chat (SPEC 4.9, 6): true when the chat may open; null without a session. */
    chatAllowed,
    entry: (type: CsType): CustomerServiceEntry | undefined => entries.find((e) => e.csType === type),
    resource: (type: string): SiteResource | undefined => resources.find((r) => r.resourceType === type),
    /** The path arrives encrypted (SPEC 3); decoding loads crypto-js on first use. */
    openEntry: (entry: CustomerServiceEntry): Promise<boolean> => openCsEntry(entry, hosts, chatAllowed),
    safeResourceUrl: (resource: SiteResource | undefined) => safeLink(resource?.url, hosts),
    /** A server-provided link, when its scheme and host are safe (DESIGN.md cross-cutting rules). */
    safeLinkUrl: (link: string | null | undefined) => safeLink(link, hosts),
  };
}

import { useContext, useMemo, useSyncExternalStore } from 'react';
import { ChatGuardContext } from './chat-guard';
import { PermissionContext } from '../../app/providers/site-data';
import type { CsType, CustomerServiceEntry, SiteResource } from '../../api/contracts/system';
import { openExternal } from '../../browser/open-window';
import { safeLink, siteHostsOf } from '../../lib/safe-link';

const emptyList: never[] = [];

/** Decrypts a customer-service path (SPEC 3: key = its last 8 characters). */
type Decrypt = (encrypted: string) => string | null;

/**
 * The path decoder (crypto-js, a chunk of its own), loaded as soon as the permission data lists an
 * entry, never in a click: a window opened after an await is no longer the click's, and popup
 * blockers stop it. A failed load is asked again the next time a view needs it.
 */
let decryptor: Decrypt | null = null;
let decryptorLoading: Promise<void> | null = null;
const decryptorListeners = new Set<() => void>();

function loadDecryptor(): void {
  decryptorLoading ??= import('../../api/payload-crypto').then(
    (module) => {
      decryptor = module.decryptCsPath;
      for (const listener of decryptorListeners) listener();
    },
    () => {
      decryptorLoading = null;
    },
  );
}

const subscribeDecryptor = (listener: () => void) => {
  decryptorListeners.add(listener);
  return () => {
    decryptorListeners.delete(listener);
  };
};

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
 * What opening an entry did: `opened`; `guarded` (the trial guard of live chat answered);
 * `refused` (its link is not safe); `blocked` (the browser's popup blocker stopped the window);
 * `pending` (its link is still being decoded).
 */
export type CsOpenOutcome = 'opened' | 'guarded' | 'refused' | 'blocked' | 'pending';

/**
 * Opens an entry whose link is already decoded, at once, in the click (no await before the window
 * opens), in a new window without a handle on this page. SPEC 4.9, 6: live chat asks the
 * trial guard first. `url` is the entry's decoded link: undefined while decoding, null if refused.
 */
export function openCsEntry(
  entry: CustomerServiceEntry,
  url: string | null | undefined,
  chatAllowed: (() => boolean) | null,
  open: (url: string) => boolean = openExternal,
): CsOpenOutcome {
  if (entry.csType === 'LIVECHAT' && chatAllowed && !chatAllowed()) return 'guarded';
  if (url === undefined) return 'pending';
  if (url === null) return 'refused';
  return open(url) ? 'opened' : 'blocked';
}

/** Customer-service entries and site resources from the permission data, opened only when safe. */
export function useCustomerService() {
  const data = PermissionContext.useSelector((s) => s.context.data);
  const entries = data?.customerService ?? emptyList;
  const resources = data?.resources ?? emptyList;
  const hosts = useMemo(() => (data ? siteHostsOf(data.mainDomain, data.domainRoute) : emptyList), [data]);
  const chatAllowed = useContext(ChatGuardContext);
  const decrypt = useSyncExternalStore(subscribeDecryptor, () => decryptor);
  // Idempotent, like a preload: the decoder is asked for once, as soon as there is a path to decode.
  if (entries.length > 0 && !decrypt) loadDecryptor();
  const urls = useMemo(
    () => new Map(entries.map((entry) => [entry, decrypt ? csEntryUrl(entry, hosts, decrypt) : undefined])),
    [entries, hosts, decrypt],
  );
  /** An entry's decoded link: undefined while the decoder loads, null when refused. */
  const entryUrl = (entry: CustomerServiceEntry): string | null | undefined => urls.get(entry);

  return {
    loaded: data !== null,
    entries,
    hosts,
    /** The trial guard of live chat (SPEC 4.9, 6): true when the chat may open; null without a session. */
    chatAllowed,
    entry: (type: CsType): CustomerServiceEntry | undefined => entries.find((e) => e.csType === type),
    entryUrl,
    resource: (type: string): SiteResource | undefined => resources.find((r) => r.resourceType === type),
    /** Opens an entry in the click itself (its path was decoded when the data arrived). */
    openEntry: (entry: CustomerServiceEntry): CsOpenOutcome =>
      openCsEntry(entry, entryUrl(entry), chatAllowed),
    safeResourceUrl: (resource: SiteResource | undefined) => safeLink(resource?.url, hosts),
    /** A server-provided link, when its scheme and host are safe (DESIGN.md cross-cutting rules). */
    safeLinkUrl: (link: string | null | undefined) => safeLink(link, hosts),
  };
}

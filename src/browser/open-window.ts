/**
 * Opens a link in a new window that gets no handle on this page, and answers whether it opened:
 * false when the browser's popup blocker stopped it. (`noopener` would hide the answer: window.open
 * then always returns null. The handle is dropped at once instead, before the new page loads.)
 */
export function openExternal(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}

/**
 * Hands a text to the browser as a downloaded file (the Scenarios panel's world file): a link to a
 * blob of it, clicked, then let go once the browser has taken the download.
 */
export function downloadTextFile(fileName: string, text: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import { sanitizeHtml } from '../../browser/sanitize';

/** Server HTML, sanitised (no scripts, handlers or javascript: links; external links open with noopener). */
export function HtmlContent({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

import { messageTemplates, type InboxMessage, type MessageTemplateName } from '../../api/contracts/wallet';
import { formatAmount } from '../../lib/format';
import { parseAmount } from '../../lib/amount';
import type { LanguageCode } from '../../lib/start-language';

type Translate = (key: string, params: Record<string, string>) => string;

const isKnownTemplate = (template: string | null): template is MessageTemplateName =>
  template !== null && (messageTemplates as readonly string[]).includes(template);

/**
 * A message's title and body as the member reads them. SPEC 3.2 template messages are rendered
 * from the `wallet:templates.*` catalogue with their site, currency and amount (the amount in the
 * member's number format); free text, or a template this client does not know, shows as sent.
 */
export function messageText(
  message: InboxMessage,
  t: Translate,
  lang: LanguageCode,
): { title: string; body: string } {
  if (!isKnownTemplate(message.template)) return { title: message.title, body: message.body };
  const amount = parseAmount(message.params.amount ?? '');
  const params = {
    site: message.params.site ?? '',
    currency: message.params.currency ?? '',
    amount: amount === null ? (message.params.amount ?? '') : formatAmount(amount, lang),
  };
  return {
    title: t(`templates.${message.template}.title`, params),
    body: t(`templates.${message.template}.body`, params),
  };
}

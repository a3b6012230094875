import { PermissionContext } from '../../app/providers/site-data';
import { currentLanguage } from '../../i18n';
import { formatMoney, formatDateTime } from '../../lib/format';
import { useMember } from '../../app/providers/use-session';

/** Bangladesh time when neither the member nor the site says otherwise. */
const DEFAULT_OFFSET_MINUTES = 360;

/** Money and times as the promotions screens show them: the currency symbol, the member's or site's offset. */
export function usePromotionFormat(currencySymbol = '৳') {
  const member = useMember();
  const site = PermissionContext.useSelector((s) => s.context.data?.gmtOffsetMinutes);
  const offset = member?.gmtOffsetMinutes ?? site ?? DEFAULT_OFFSET_MINUTES;
  const lang = currentLanguage();
  return {
    money: (amount: number) => formatMoney(amount, lang, currencySymbol),
    time: (iso: string) => formatDateTime(iso, offset, lang),
    lang,
  };
}

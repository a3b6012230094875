import { currentLanguage } from '../../../i18n';
import { formatMoney } from '../../../lib/format';

/** An amount with the site's currency symbol, thousands separators and 2 decimals (SPEC 9). */
export const moneyText = (currencySymbol: string, amount: number) =>
  formatMoney(amount, currentLanguage(), currencySymbol);

/** A figure of the team's pages: its name, its value and, when useful, a line under it. */
export function Figure({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="team-figures__item">
      <dt>{label}</dt>
      <dd>
        <span className="team-figures__value">{value}</span>
        {note && <span className="team-figures__note">{note}</span>}
      </dd>
    </div>
  );
}

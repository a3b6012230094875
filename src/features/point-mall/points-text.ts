import { useTranslation } from 'react-i18next';
import type { PointsRecord } from '../../api/contracts/points';
import { currentLanguage } from '../../i18n';
import { formatCount, formatMoney } from '../../lib/format';
import type { LanguageCode } from '../../lib/start-language';
import type { PointsError } from '../../lib/points-rules';

/** Whole points, grouped as the language groups amounts (lib/format). */
export function formatPoints(points: number, lang: LanguageCode): string {
  return formatCount(points, lang);
}

/**
 * Texts of the points screens made at render (so a language switch changes them in place): money
 * with the currency, points, a form rule's message, a record's unit and remark.
 */
export function usePointsText(currencySymbol: string) {
  const { t } = useTranslation('points');
  const lang = currentLanguage();
  const money = (amount: number) => formatMoney(amount, lang, currencySymbol);
  const points = (value: number) => formatPoints(value, lang);
  const error = (failure: PointsError | null | undefined): string | undefined => {
    if (!failure) return undefined;
    const params = Object.fromEntries(
      Object.entries(failure.params).map(([name, value]) => [name, formatPoints(value, lang)]),
    );
    return t(`errors.${failure.key}`, params);
  };
  /** A unit the platform names: translated when known, else as sent. */
  const unit = (value: string | null) =>
    value ? t(`units.${value}`, { defaultValue: value }) : t('records.none');
  const remark = (record: PointsRecord) => {
    if (!record.remark) return t('records.none');
    if (record.type === 'refund') return t('records.refundOf', { reference: record.remark });
    return t(`remarks.${record.remark}`, { defaultValue: t('remarks.other') });
  };
  return { t, lang, money, points, error, unit, remark };
}

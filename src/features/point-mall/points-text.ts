import { useTranslation } from 'react-i18next';
import type { PointsRecord } from '../../api/contracts/points';
import { currentLanguage } from '../../i18n';
import { formatAmount, perLanguage } from '../../lib/format';
import type { LanguageCode } from '../../lib/qa-params';
import type { PointsError } from '../../lib/points-rules';

const pointFormat = perLanguage(
  (lang) => new Intl.NumberFormat(lang === 'BN' ? 'bn-BD-u-nu-latn' : 'en-US', { maximumFractionDigits: 0 }),
);

/** Whole points with thousands separators (Latin digits in both languages, like amounts). */
export function formatPoints(points: number, lang: LanguageCode): string {
  return pointFormat(lang).format(points);
}

/**
 * Texts of the points screens made at render (so a language switch changes them in place): money
 * with the currency, points, a form rule's message, a record's unit and remark.
 */
export function usePointsText(currencySymbol: string) {
  const { t } = useTranslation('points');
  const lang = currentLanguage();
  const money = (amount: number) => `${currencySymbol}${formatAmount(amount, lang)}`;
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

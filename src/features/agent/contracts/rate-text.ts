import { currentLanguage } from '../../../i18n';
import { formatAmount } from '../../../lib/format';

/** A rate as shown: 2 decimals, with the percent sign. */
export const rateText = (rate: number) => `${formatAmount(rate, currentLanguage())} %`;

import { gameTypes } from '../../api/contracts/games';
import { RECORDS_MAIN_WALLET, recordTransactionTypes } from '../../api/contracts/records';
import { perLanguage } from '../../lib/format';
import type { LanguageCode } from '../../lib/qa-params';

/** Any view's `t`: the keys here name their namespace. */
export type Translate = (key: string) => string;

const dayFormat = perLanguage(
  (lang) =>
    new Intl.DateTimeFormat(lang === 'BN' ? 'bn-BD-u-nu-latn' : 'en-GB', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }),
);

/** A calendar day (`YYYY-MM-DD`, already in the member's offset) as the player reads it. */
export function formatDay(date: string, lang: LanguageCode): string {
  return dayFormat(lang).format(Date.parse(`${date}T00:00:00Z`));
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A game type's name (common `categories.*`); an unknown type as sent. */
export const gameTypeName = (t: Translate, type: string) =>
  isOneOf(gameTypes, type) ? t(`common:categories.${type}`) : type;

/** A transaction type's name; an unknown type as sent. */
export const transactionTypeName = (t: Translate, type: string) =>
  isOneOf(recordTransactionTypes, type) ? t(`records:types.${type}`) : type;

/** The main wallet by name; a vendor wallet by its vendor code. */
export const walletName = (t: Translate, wallet: string) =>
  wallet === RECORDS_MAIN_WALLET ? t('records:wallets.main') : wallet;

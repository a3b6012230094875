import { gameTypes } from '../../api/contracts/games';
import { RECORDS_MAIN_WALLET, recordTransactionTypes } from '../../api/contracts/records';

/** Any view's `t`: the keys here name their namespace. */
export type Translate = (key: string) => string;

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

/** The game types as a filter's choices. */
export const gameTypeOptions = (t: Translate) =>
  gameTypes.map((type) => ({ value: type, label: gameTypeName(t, type) }));

/** The transaction types as a filter's choices. */
export const transactionTypeOptions = (t: Translate) =>
  recordTransactionTypes.map((type) => ({ value: type, label: transactionTypeName(t, type) }));

import * as v from 'valibot';
import { defineCall } from './call';
import { wire } from './wire';

/** SPEC 3.3: agent user types; trial type. */
export const agentTypes = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const isAgentType = (type: number) => (agentTypes as readonly number[]).includes(type);

const memberInfo = v.looseObject({
  id: v.number(),
  account: v.string(),
  nickname: v.string(),
  /** Decides agent or trial status (SPEC 3). */
  type: v.number(),
  /** Minutes east of UTC: the member's dates are shown in this offset. */
  gmtOffsetMinutes: v.optional(v.number()),
  mobileNum: v.optional(v.nullable(v.string())),
  email: v.optional(v.nullable(v.string())),
});
export type MemberInfo = v.InferOutput<typeof memberInfo>;

/** GET /wps/member/info (SPEC 7.1). */
export const memberInfoCall = defineCall<void, MemberInfo>({
  name: 'memberInfo',
  method: 'GET',
  path: 'wps/member/info',
  auth: true,
  value: memberInfo,
});

/**
 * The brand's currency symbol, for answers that carry none: the taka (the site is Bangladeshi:
 * SPEC 3.3 default language BN; the mock world's and the UI's symbol too).
 */
export const BRAND_CURRENCY_SYMBOL = '৳';

/** The main wallet's code in the observed wallet list (as `MAIN_WALLET_ID` names it in a transfer). */
const MAIN_WALLET_CODE = 'main';

/**
 * One wallet of the balance answer: its available balance, its account type (the platform's
 * withdraw page takes `accountTypeId` 2 as the main wallet, wire.ts `wallets`) and, in older
 * answers of ours, its code.
 */
const walletBalance = v.object({
  availBalance: v.number(),
  accountTypeId: v.optional(v.nullable(v.number())),
  /** Not shown in the observation: the wallet's code (vendor code, or `MAIN`); either name is read. */
  vassalage: v.optional(v.nullable(v.string())),
  walletCode: v.optional(v.nullable(v.string())),
});
export type WalletBalance = v.InferOutput<typeof walletBalance>;
export const isMainWallet = (wallet: WalletBalance) =>
  wallet.accountTypeId === wire.wallets.mainAccountTypeId ||
  (wallet.walletCode ?? wallet.vassalage)?.toLowerCase() === MAIN_WALLET_CODE;

/** The balance answer as the platform sends it (observed): the wallet list reads it too. */
export const balanceObserved = v.object({
  sumBalance: v.number(),
  // The platform's clients read a single wallet here too.
  balance: v.optional(v.nullable(v.union([v.array(walletBalance), walletBalance]))),
  currencySymbol: v.optional(v.nullable(v.string())),
});

/**
 * The member's balance. Observed on the live platform (reported with the evidence of the public
 * client D3M09/go444; not in its mobile/assets files, which read the balance elsewhere):
 * `{ sumBalance, balance: [{ availBalance, … }] }`, one entry a wallet, with no currency symbol;
 * our older guess `{ balance, currencySymbol }` still decodes. Both read as
 * `{ balance, currencySymbol }`: `balance` is the main wallet's available balance when the list
 * names the main wallet (the header, the wallet page and the upline transfer show and spend the
 * main wallet; the wallet list reads the vendors' entries), else `sumBalance`; the symbol is the
 * brand's when the answer has none.
 */
/** The main wallet's balance (else the sum) and the symbol (else the brand's) of an observed answer. */
export const mainBalanceOf = ({
  sumBalance,
  balance,
  currencySymbol,
}: v.InferOutput<typeof balanceObserved>) => ({
  balance: [balance ?? []].flat().find(isMainWallet)?.availBalance ?? sumBalance,
  currencySymbol: currencySymbol || BRAND_CURRENCY_SYMBOL,
});
const balanceValue = v.union([
  v.pipe(balanceObserved, v.transform(mainBalanceOf)),
  v.object({ balance: v.number(), currencySymbol: v.string() }),
]);
export type BalanceValue = v.InferOutput<typeof balanceValue>;
/** The balance as the live platform sends it (observed): the sum, and each wallet's available balance. */
export type BalanceObserved = {
  sumBalance: number;
  balance: Array<{ availBalance: number; accountTypeId?: number; vassalage: string }>;
};

/** The balance's query: which wallets (wire.ts `wallets`). */
export type BalanceRequest = { typeId: typeof wire.wallets.balanceTypeId };
export const balanceQuery: BalanceRequest = { typeId: wire.wallets.balanceTypeId };

/** GET /wps/v2/wallets/balance (SPEC 7.3), with the platform's `typeId=0`. */
export const balanceCall = defineCall<BalanceRequest, BalanceValue>({
  name: 'balance',
  method: 'GET',
  path: 'wps/v2/wallets/balance',
  auth: true,
  value: balanceValue,
});

const consolidatedValue = v.object({
  dailysalreqtype: v.boolean(),
  divtypereq: v.boolean(),
  contracthoursalreqreq: v.boolean(),
  realtimesalreqtype: v.boolean(),
});
export type ConsolidatedValue = v.InferOutput<typeof consolidatedValue>;

/** GET /wps/member/info/funds/consolidated (SPEC 7.1): which contract pages an agent has. */
export const consolidatedCall = defineCall<void, ConsolidatedValue>({
  name: 'consolidated',
  method: 'GET',
  path: 'wps/member/info/funds/consolidated',
  auth: true,
  value: consolidatedValue,
});

/**
 * Favourite game ids (SPEC 4.8, 7.4: GET, relay MCSFE_*FavoriteGames*; the exact name is not
 * shown): wps/relay/MCSFE_getFavoriteGames (the platform registry: the favourite ids).
 */
export const favouriteIdsCall = defineCall<void, { ids: string[] }>({
  name: 'favouriteIds',
  method: 'GET',
  path: 'wps/relay/MCSFE_getFavoriteGames',
  auth: true,
  value: v.object({ ids: v.array(v.string()) }),
});

// The public state is a module of its own (only the member centre and the menus ask for it).
export type { PublicState } from './public-state';

/** The member's details, balance and favourite ids: this area's calls by contract name, spread into `calls` (index.ts). */
export const memberCalls = {
  memberInfo: memberInfoCall,
  balance: balanceCall,
  consolidated: consolidatedCall,
  favouriteIds: favouriteIdsCall,
} as const;

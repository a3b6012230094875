import { contractRateMax, type ContractKind } from '../../../api/contracts/agent-contracts';
import { latinDigits } from '../../../lib/amount';

/** Why a typed rate is refused; the view translates the code. */
export type RateErrorCode = 'required' | 'format' | 'tooHigh';

/**
 * A typed rate in percent (SPEC 4.11; the limits are the contract's `contractRateMax`): above 0,
 * at most 2 decimals, at most the kind's limit. Bengali digits read as Latin ones.
 */
export function checkRate(
  text: string,
  kind: ContractKind,
): { ok: true; rate: number } | { ok: false; code: RateErrorCode } {
  const plain = latinDigits(text.trim());
  if (plain === '') return { ok: false, code: 'required' };
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(plain) || Number(plain) <= 0)
    return { ok: false, code: 'format' };
  const rate = Number(plain);
  return rate > contractRateMax[kind] ? { ok: false, code: 'tooHigh' } : { ok: true, rate };
}

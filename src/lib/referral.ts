import type { PublicState } from '../api/contracts/member';
import { AFFILIATE_MESSAGE_MAX, type AffiliateApplyRequest } from '../api/contracts/support';

/**
 * SPEC 6: invite friends shows only when the referral promotion is on (SPEC 3 availablePromo
 * REFERRAL.enabled, in the member's public state). Not known yet, or not known at all (a visitor
 * has no public state), is off: an entry that would vanish a moment later is never shown.
 */
export const isReferralOn = (state: Pick<PublicState, 'referralEnabled'> | null | undefined): boolean =>
  state?.referralEnabled === true;

/**
 * The member's invite link (SPEC 3.1 referralCode, read by the register popup from the query):
 * the site's own origin, the one the member is on, + /register?referralCode=<code>. Not the
 * platform's main domain, which may be another brand's: a friend must land on this site.
 */
export function inviteLink(origin: string, code: string): string {
  const base = /^https?:\/\//i.test(origin) ? origin : `https://${origin}`;
  return `${base.replace(/\/+$/, '')}/register?referralCode=${encodeURIComponent(code)}`;
}

export type AffiliateField = keyof AffiliateApplyRequest;
export type AffiliateErrors = Partial<Record<AffiliateField, 'required' | 'tooLong'>>;

/** Name, contact and channel are required (SPEC 5.5 "Items marked * are required"); the message ≤ 140 (SPEC 9). */
export function affiliateErrors(values: AffiliateApplyRequest): AffiliateErrors {
  const errors: AffiliateErrors = {};
  for (const field of ['name', 'contact', 'channel'] as const)
    if (!values[field].trim()) errors[field] = 'required';
  if (values.message.trim().length > AFFILIATE_MESSAGE_MAX) errors.message = 'tooLong';
  return errors;
}

export const trimAffiliate = (values: AffiliateApplyRequest): AffiliateApplyRequest => ({
  name: values.name.trim(),
  contact: values.contact.trim(),
  channel: values.channel.trim(),
  message: values.message.trim(),
});

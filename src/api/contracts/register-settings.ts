import * as v from 'valibot';

/**
 * The registration field rules' schema, apart from the registration calls (register.ts): the site
 * settings every page loads carry these rules, while the registration itself loads with its form.
 */

const fieldRule = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  /** A regular expression source, or '*' for any value (SPEC 5.2). */
  acceptedPattern: v.string(),
  /** Names the message `reg_pattern_{patternId}` (SPEC 5.2, 5.4). */
  patternId: v.string(),
  minLength: v.number(),
  maxLength: v.number(),
});
/** SPEC 3.1 per-field registration validation configuration. */
export type FieldRule = v.InferOutput<typeof fieldRule>;

export const registerSettingsValue = v.object({
  fields: v.record(v.string(), fieldRule),
  /** SPEC 5.5: the agreement text's configurable age (default 18). */
  minimumAge: v.optional(v.number()),
  /** SPEC 5.5: the phone digit count is configurable. */
  mobileDigits: v.optional(v.number()),
  countryDialingCode: v.optional(v.string()),
});
export type RegisterSettings = v.InferOutput<typeof registerSettingsValue>;

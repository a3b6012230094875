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

/**
 * SPEC 4.5 "The register type is registerMobile if MOBILENUMREG3 is on, else register" reads two
 * ways, and the platform says which it follows (`registerCallReading`):
 * - `bySwitch` (the default, and the sentence's plain reading): while MOBILENUMREG3 is on, every
 *   registration is sent as registerMobile, from the username form too;
 * - `byForm`: the call follows the form used: the mobile form sends registerMobile, the username
 *   form register.
 * Absent, the client follows the default.
 */
export const registerCallReadings = ['bySwitch', 'byForm'] as const;
export type RegisterCallReading = (typeof registerCallReadings)[number];
export const DEFAULT_REGISTER_CALL_READING: RegisterCallReading = 'bySwitch';

export const registerSettingsValue = v.object({
  fields: v.record(v.string(), fieldRule),
  /** SPEC 5.5: the agreement text's configurable age (default 18). */
  minimumAge: v.optional(v.number()),
  /** SPEC 5.5: the phone digit count is configurable. */
  mobileDigits: v.optional(v.number()),
  countryDialingCode: v.optional(v.string()),
  /** SPEC 4.5: which reading of the register type the platform follows (absent: the default). */
  registerCallReading: v.optional(v.picklist(registerCallReadings)),
});
export type RegisterSettings = v.InferOutput<typeof registerSettingsValue>;

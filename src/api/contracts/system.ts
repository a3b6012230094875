import * as v from 'valibot';
import { defineCall } from './call';
import { startCalls } from './start-calls';
import { registerSettingsValue } from './register-settings';
import { oneClickProviders } from './session';

/**
 * SPEC 4.9 "Trial accounts (type 4) cannot use game or chat features" and SPEC 6 "blocked from game
 * launch" read two ways, and the platform says which it follows (the permission data's
 * `trialLaunchReading`):
 * - `demoAllowed` (the default): a trial account may open a game's free trial, the demo SPEC 6
 *   grants every visitor, but nothing that plays for money; blocking the demo would leave a trial
 *   account worse off than a visitor, who may open it after logging out;
 * - `noGames`: a trial account launches no game at all, its free trial included.
 * Either way the blocked launch shows the `in_need_true_account` dialog. Absent: the default.
 */
export const trialLaunchReadings = ['demoAllowed', 'noGames'] as const;
export type TrialLaunchReading = (typeof trialLaunchReadings)[number];
export const DEFAULT_TRIAL_LAUNCH_READING: TrialLaunchReading = 'demoAllowed';

/** SPEC 4.1: 0 normal, 1 maintenance, 2 region restricted. */
export const SystemStatusCode = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

const statusDetail = v.looseObject({
  status: v.number(),
  /** Both flags may be set at once: maintenance wins (SPEC 4.1). */
  maintenance: v.optional(v.boolean()),
  regionRestriction: v.optional(v.boolean()),
  /** ISO date-time; absent when the end is not announced. */
  maintenanceEnd: v.optional(v.nullable(v.string())),
  ip: v.optional(v.string()),
});
export type StatusDetail = v.InferOutput<typeof statusDetail>;

/**
 * GET /wps/system/status. SPEC gives the value as a bare code; the platform's public state also
 * carries the maintenance and region flags, end time and IP, so both shapes are accepted.
 */
export const statusCall = defineCall<void, number | StatusDetail>({
  name: 'status',
  ...startCalls.status,
  value: v.union([v.number(), statusDetail]),
});

export const whitelabelSwitches = [
  'CHNGPASSVERIF3',
  'MOBILENUMREG3',
  'USERNAMEREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'AGENTPOLICY3',
  'PTSYS3',
  'MANPLAYREB3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
] as const;
export type WhitelabelSwitch = (typeof whitelabelSwitches)[number];

export const csTypes = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'] as const;
export type CsType = (typeof csTypes)[number];

const customerServiceEntry = v.object({
  csType: v.picklist(csTypes),
  title: v.string(),
  /** Encrypted: the last 8 characters are the key (SPEC 3). Decrypt with `decryptCsPath`. */
  path: v.string(),
});
export type CustomerServiceEntry = v.InferOutput<typeof customerServiceEntry>;

const resource = v.object({ resourceType: v.string(), url: v.string() });
export type SiteResource = v.InferOutput<typeof resource>;

const permissionValue = v.looseObject({
  customerService: v.array(customerServiceEntry),
  domainRoute: v.array(v.string()),
  resources: v.array(resource),
  whitelabel: v.record(v.string(), v.boolean()),
  /**
   * SPEC 2.4 "one-click login buttons when enabled": which providers are on is not shown in the
   * spec; the permission data lists them here (absent: none).
   */
  oneClickProviders: v.optional(v.array(v.picklist(oneClickProviders))),
  /** SPEC 7.2: the permission data carries the register settings too (field rules, SPEC 3.1). */
  register: v.optional(registerSettingsValue),
  /** SPEC 4.9, 6: which reading of a trial account's game launch the platform follows (launch.ts). */
  trialLaunchReading: v.optional(v.picklist(trialLaunchReadings)),
  mainDomain: v.string(),
  analytics: v.optional(v.object({ gtagId: v.optional(v.string()) })),
  location: v.object({ ip: v.string() }),
  maintenance: v.optional(
    v.object({ endTime: v.optional(v.nullable(v.string())), info: v.optional(v.nullable(v.string())) }),
  ),
  imageCDNs: v.array(v.string()),
  launchGameCDNs: v.array(v.string()),
  /** Minutes east of UTC for the site's clock (member dates use the member's own offset). */
  gmtOffsetMinutes: v.optional(v.number()),
  currencySymbol: v.optional(v.string()),
});
export type PermissionValue = v.InferOutput<typeof permissionValue>;

/** GET permission (SPEC 7.2, the site settings): the platform registry's consolidated settings path (start-calls.ts). */
export const permissionCall = defineCall<{ language: string }, PermissionValue>({
  name: 'permission',
  ...startCalls.permission,
  value: permissionValue,
});

/**
 * SPEC 4.12 "notifies the server with the language": the path is not shown in the spec; chosen as
 * PUT wps/member/language. Sent only with a session, since it records the member's language.
 */
export const languageSetCall = defineCall<{ language: string }, null>({
  name: 'languageSet',
  method: 'PUT',
  path: 'wps/member/language',
  auth: true,
  value: v.null(),
});

/** The site's start: its status, settings and the member's language: this area's calls by contract name, spread into `calls` (index.ts). */
export const systemCalls = {
  status: statusCall,
  permission: permissionCall,
  languageSet: languageSetCall,
} as const;

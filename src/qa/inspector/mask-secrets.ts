/**
 * Short, masked text of values the QA inspector shows and exports (machine contexts, events): no
 * password, PIN, token or verification code is ever shown (the project's safety rule). Secrets are
 * found by the name of the key that holds them, word by word, so `paymentPassword` and `idToken`
 * are masked while `spinsLeft` (not a PIN) and `errorCode` (not a secret) are not.
 */

export const MASK = '•••';

/** Words of a key name that say its value is a secret. */
const SECRET_WORDS = new Set([
  'pass',
  'password',
  'passwd',
  'pwd',
  'passcode',
  'pin',
  'token',
  'secret',
  'captcha',
  'otp',
  'code',
  // SPEC 4.2: the extra verification's answer is a code or the bank account's name.
  'answer',
]);

/** A `…Code` after one of these words names a thing (an error, a country, a game), it proves no one. */
const NAMING_WORDS = new Set([
  'error',
  'status',
  'country',
  'dialing',
  'merchant',
  'game',
  'wallet',
  'vendor',
  'currency',
  'language',
  'lang',
  'referral',
  'affiliate',
  'invitation',
]);

/** A bare `code` inside these is a refusal's or a notice's code (FailureInfo, notices), not a secret. */
const CODE_OWNERS = /failure|error|notice|refusal/i;

/** The words of a key: `paymentPassword` → payment, password; `SMSCode` → sms, code; `x-auth-token`. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

const secretWord = (word: string) =>
  SECRET_WORDS.has(word) || (word.endsWith('s') && SECRET_WORDS.has(word.slice(0, -1)));

/** Whether a key's value is a secret; `owner` is the key of the object that holds it. */
export function isSecretKey(key: string, owner?: string): boolean {
  const words = keyWords(key);
  return words.some((word, index) => {
    if (!secretWord(word)) return false;
    if (word !== 'code' && word !== 'codes') return true;
    const before = words[index - 1];
    if (before !== undefined) return !NAMING_WORDS.has(before);
    return !(owner !== undefined && CODE_OWNERS.test(owner));
  });
}

/**
 * Masks secrets written inside a text: URL parameters (`?token=…&seed=1`) and JSON fields
 * (`"password":"…"`) whose names are secret.
 */
export function maskSecretsInText(text: string): string {
  return text
    .replace(/([?&;#]|^)([A-Za-z][\w.-]*)=([^&#\s]*)/g, (whole, lead: string, name: string, value: string) =>
      value && isSecretKey(name) ? `${lead}${name}=${MASK}` : whole,
    )
    .replace(/"([\w.-]+)"(\s*:\s*)"(?:[^"\\]|\\.)*"/g, (whole, name: string, colon: string) =>
      isSecretKey(name) ? `"${name}"${colon}"${MASK}"` : whole,
    );
}

export interface SummaryLimits {
  /** How deep objects are opened: beyond it an object is `{…}` and a list `[n]`. */
  depth: number;
  /** Keys shown of an object, items of a list. */
  keys: number;
  items: number;
  /** Characters kept of a string, and of the whole summary. */
  text: number;
  length: number;
}

const defaultLimits: SummaryLimits = { depth: 2, keys: 8, items: 3, text: 48, length: 240 };

/** Cuts a text to `max` characters, ending it with … when cut. */
export const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;

/**
 * One line that shows a value's shape and a few of its fields, secrets masked: what a bug report
 * needs of a machine's context or an event, bounded in size however large the value (a list of
 * ten thousand games costs no more than one of three).
 */
export function summarize(value: unknown, limits: Partial<SummaryLimits> = {}): string {
  const all = { ...defaultLimits, ...limits };
  return clip(render(value, all.depth, false, undefined, all), all.length);
}

function render(
  value: unknown,
  depth: number,
  secret: boolean,
  key: string | undefined,
  limits: SummaryLimits,
): string {
  switch (typeof value) {
    case 'string':
      return secret && value !== '' ? MASK : `'${clip(maskSecretsInText(value), limits.text)}'`;
    case 'number':
    case 'bigint':
      return secret ? MASK : String(value);
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'function':
      return 'ƒ';
    case 'symbol':
      return 'symbol';
  }
  return value === null || value === undefined
    ? String(value)
    : renderObject(value, depth, secret, key, limits);
}

function renderObject(
  value: object,
  depth: number,
  secret: boolean,
  key: string | undefined,
  limits: SummaryLimits,
): string {
  if (isActorRef(value)) return `actor ${value.id}`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof Error) return `${value.name}(${clip(maskSecretsInText(value.message), limits.text)})`;
  if (value instanceof Map || value instanceof Set) return `${value.constructor.name}(${value.size})`;
  if (Array.isArray(value)) {
    if (depth <= 0) return `[${value.length}]`;
    // A list under a secret key (`codes: […]`) holds secrets too.
    const shown = value.slice(0, limits.items).map((item) => render(item, depth - 1, secret, key, limits));
    const more = value.length > limits.items ? [`…+${value.length - limits.items}`] : [];
    return `[${[...shown, ...more].join(', ')}]`;
  }
  const fields: string[] = [];
  const record = value as Record<string, unknown>;
  // A form's change event names its field (`{ field: 'password', value }`): the value is that field's.
  const namesSecret = ['field', 'name'].some((k) => typeof record[k] === 'string' && isSecretKey(record[k]));
  let count = 0;
  for (const field in record) {
    if (!Object.hasOwn(record, field)) continue;
    count += 1;
    if (depth <= 0 || count > limits.keys) break;
    const fieldSecret = isSecretKey(field, key) || (field === 'value' && namesSecret);
    fields.push(`${field}: ${read(record, field, (v) => render(v, depth - 1, fieldSecret, field, limits))}`);
  }
  if (count === 0) return '{}';
  if (depth <= 0) return '{…}';
  if (count > limits.keys) fields.push('…');
  return `{ ${fields.join(', ')} }`;
}

/** A field's text; a getter that throws is shown as such rather than breaking the summary. */
function read(record: Record<string, unknown>, field: string, show: (value: unknown) => string): string {
  try {
    return show(record[field]);
  } catch {
    return '⚠';
  }
}

function isActorRef(value: object): value is { id: string } {
  return 'sessionId' in value && 'send' in value && typeof (value as { id?: unknown }).id === 'string';
}

/**
 * `npm run docs:wire`: writes docs/platform-wire.md, the platform's wire protocol as this client
 * speaks it, from the contracts alone: the facts of src/api/contracts/wire.ts (names, values and
 * the source each doc comment names), the call registry `calls` and each call's hand-written answer
 * in mocks/wire-fixtures. src/api/contracts/platform-wire-doc.test.ts fails when the committed file is
 * not what this renders, so the document cannot drift from the code.
 *
 * The output is already in Prettier's form (aligned tables, one blank line between blocks); the
 * test checks that too, since `*.md` is in .prettierignore and `npm run lint` would not.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SyntaxKind } from 'typescript/unstable/ast';
import { createScanner } from 'typescript/unstable/ast/scanner';
import {
  calls,
  callNames,
  sendsQuery,
  wire,
  type CallDef,
  type CallName,
  type HttpMethod,
} from '../src/api/contracts';
import { wireFixtures, type Json, type WireFixture } from '../mocks/wire-fixtures';
import {
  assumedPathReasons,
  olderRegistry,
  otherEvidence,
  platformRegistry,
  registrySource,
} from './platform-registry';

/** Both builds of the registry: the newer first. */
const registryEntries = [...platformRegistry, ...olderRegistry];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const contractsDir = join(root, 'src/api/contracts');
export const wireDocPath = join(root, 'docs/platform-wire.md');

type AnyCall = CallDef<unknown, unknown>;

// ---------------------------------------------------------------------------------------------
// Evidence kept here: the paths SPEC 7 names and the public client's endpoints

/**
 * Every path SPEC.md section 7 names (without its leading slash), with the subsection naming it.
 * The spec lives outside this repository (../shared/SPEC.md), so the list is kept here;
 * platform-wire-doc.test.ts compares it with the spec whenever the spec is there
 * (`specCallPaths`).
 */
export const specPaths: Readonly<Record<string, string>> = {
  'wps/session/login': '7.1',
  'wps/verification/sms/noLogin': '7.1',
  'wps/session/login/freeplay': '7.1',
  'wps/session/logout': '7.1',
  'wps/member/info': '7.1',
  'wps/member/register': '7.1',
  'wps/member/register/mobile': '7.1',
  'wps/member/password': '7.1',
  'wps/member/password/email': '7.1',
  'wps/member/password/verification': '7.1',
  'wps/member/info/icon': '7.1',
  'wps/member/info/funds/consolidated': '7.1',
  'wps/system/whitelabel': '7.2',
  'wps/system/setting/register': '7.2',
  'wps/system/status': '7.2',
  'wps/system/domainRoute': '7.2',
  'wps/system/helpCenter': '7.2',
  'wps/captcha': '7.2',
  'wps/agent/affiliate': '7.2',
  'wps/feedback': '7.2',
  'wps/verification/sms/register': '7.2',
  'wps/v2/wallets/balance': '7.3',
  'wps/relay/GCS_walletTransfer': '7.3',
  'wps/relay/GCS_merchantWallet': '7.3',
  'lgw/games/game_menus': '7.4',
  'wps/game/launchGame': '7.4',
  'wps/relay/GLS2_roomList': '7.4',
  'wps/relay/GCSGAME_getRankList': '7.4',
  'wps/relay/CBS_*': '7.4',
  'lgw/vn/games/game_menu': '7.5',
  'lgw/vn': '7.5',
  'lotto/lgw': '7.5',
  'wps/relay/MCSFE_getListAnnouncements': '7.6',
  'wps/relay/CSP_unreadCount': '7.6',
  'wps/relay/': '7.7',
};

/** The paths a SPEC.md text names in section 7, by subsection (what `specPaths` must equal). */
export function specCallPaths(spec: string): Record<string, string> {
  const found: Record<string, string> = {};
  let section: string | null = null;
  for (const line of spec.split('\n')) {
    const heading = /^#{2,3}\s+(\d+(?:\.\d+)?)\b/.exec(line);
    if (heading?.[1]) {
      section = heading[1].startsWith('7.') ? heading[1] : null;
      continue;
    }
    if (!section) continue;
    for (const [match] of line.matchAll(/\/(?:wps|lgw|lotto)(?:\/[\w*.-]*)*/g)) {
      const path = match.slice(1).replace(/[.,]+$/, '');
      found[path] ??= section;
    }
  }
  return found;
}

interface ObservedEndpoint {
  /** The public client's own name for it. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly encrypted?: boolean;
  /** Our call doing the same job, when there is one. */
  readonly call?: CallName;
  /** The SPEC section that sets our side, when `specPaths` does not (SPEC names the method, not the path). */
  readonly spec?: string;
}

/**
 * The public client's endpoints (D3M09/go444 mobile/assets/api.js, `ENDPOINTS`): method, path
 * and encryption as it sends them, and which of our calls does the same job.
 */
export const observedEndpoints: readonly ObservedEndpoint[] = [
  { name: 'login', method: 'POST', path: 'wps/session/login', encrypted: true, call: 'login' },
  { name: 'logout', method: 'POST', path: 'wps/session/logout', call: 'logout' },
  { name: 'register', method: 'PUT', path: 'wps/member/register', encrypted: true, call: 'register' },
  {
    name: 'registerMobile',
    method: 'PUT',
    path: 'wps/member/register/mobile',
    encrypted: true,
    call: 'registerMobile',
  },
  { name: 'registerAuto', method: 'PUT', path: 'wps/member/register/autoUsername' },
  { name: 'registerSetting', method: 'GET', path: 'wps/system/setting/register', call: 'registerSettings' },
  { name: 'countryCode', method: 'GET', path: 'wps/system/country' },
  { name: 'sendSms', method: 'POST', path: 'wps/verification/sms/register', call: 'smsCodeRegister' },
  { name: 'sendLoginSms', method: 'POST', path: 'wps/verification/sms/noLogin', call: 'smsCodeNoLogin' },
  { name: 'captcha', method: 'GET', path: 'wps/captcha', call: 'captcha' },
  { name: 'captchaGeetest', method: 'GET', path: 'wps/captcha/geetest' },
  { name: 'memberInfo', method: 'GET', path: 'wps/member/info', call: 'memberInfo' },
  { name: 'balance', method: 'GET', path: 'wps/member/info/funds/consolidated', call: 'balance' },
  { name: 'gameList', method: 'GET', path: 'wps/relay/GCSGAME_gameList', call: 'gameList' },
  { name: 'hotGames', method: 'POST', path: 'wps/relay/GCSGAME_hotGamesV2', call: 'hotGames', spec: '7.4' },
  { name: 'gameVendors', method: 'GET', path: 'wps/relay/GCSGAME_newGameVendor' },
  { name: 'gameMenus', method: 'GET', path: 'wps/relay/GCSGAME_getVassGameType', call: 'gameMenu' },
  { name: 'gameTypes', method: 'GET', path: 'wps/relay/GCSGAME_getVassGameType' },
  { name: 'winnerBoard', method: 'GET', path: 'wps/relay/GCSGAME_getRankList', call: 'rankList' },
  { name: 'launchGame', method: 'GET', path: 'wps/game/launchGame', call: 'launchGame' },
  {
    name: 'announcements',
    method: 'GET',
    path: 'wps/relay/CCSFE_getListAnnouncements',
    call: 'announcements',
  },
];

/** The kinds of source a call's path can have, strongest first. */
export type PathSourceKind = 'SPEC' | 'registry' | 'observed' | 'other' | 'assumption';

/** Where a path comes from: SPEC, the platform's registry, its public client, another source, else our choice. */
export function pathSourceKind(path: string, call?: CallName): PathSourceKind {
  if (specPaths[path]) return 'SPEC';
  if (registryEntries.some((entry) => entry.link === path)) return 'registry';
  if (observedEndpoints.some((endpoint) => endpoint.path === path)) return 'observed';
  if (otherEvidenceOf(path, call)) return 'other';
  return 'assumption';
}

/**
 * Another source's evidence for a path: the call's own, else that of a call it shares the path
 * with (a change of the payment password goes where the setting does).
 */
function otherEvidenceOf(path: string, call?: CallName) {
  const own = call ? otherEvidence[call] : undefined;
  if (own?.path === path) return own;
  return Object.values(otherEvidence).find((evidence) => evidence?.path === path);
}

/** A path's source in words, as the doc gives it. */
export function pathSource(path: string, call?: CallName): string {
  switch (pathSourceKind(path, call)) {
    case 'SPEC':
      return `SPEC ${specPaths[path]}`;
    case 'registry': {
      const entries = registryEntries.filter((entry) => entry.link === path);
      const named = entries.map((entry) => {
        const flags = [
          entry.modID ? `module ${code(entry.modID)}` : null,
          entry.token === undefined ? null : `token ${entry.token}`,
          entry.encrypt ? 'encrypted' : null,
        ].filter(Boolean);
        return `${code(`${entry.group}.${entry.key}`)}${flags.length ? ` (${flags.join(', ')})` : ''}`;
      });
      return `platform registry: ${named.join(', ')}`;
    }
    case 'observed':
      return 'observed';
    case 'other':
      return `another source: ${otherEvidenceOf(path, call)?.source ?? ''}`;
    case 'assumption':
      return `assumption: ${(call && assumedPathReasons[call]) ?? 'no reason given'}`;
  }
}

// ---------------------------------------------------------------------------------------------
// wire.ts, read as text: every fact's path, value and doc comment

export interface WireFact {
  /** Dotted path in `wire`: `headers.token`. */
  readonly path: string;
  readonly value: string | number | boolean;
  /** `SPEC x.y`, `platform`, `observed` or `assumption`: the comment's first word. */
  readonly source: string;
  /** The comment's words after the source. */
  readonly text: string;
}

const sourcePattern = /^(SPEC \d+(?:\.\d+)*|platform|observed|assumption):\s*([\s\S]*)$/;

/** A `/** … *\/` comment's words on one line. */
function docText(comment: string): string {
  return comment
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The facts of the `wire` object literal in wire.ts, read with TypeScript's scanner (TypeScript 7
 * parses in its native compiler, so its JavaScript API offers the scanner, not `createSourceFile`).
 * The literal holds only nested objects and literal values, so reading its tokens is enough; any
 * other shape, or a fact without a sourced doc comment, is an error naming the fact.
 */
export function readWireFacts(source: string): WireFact[] {
  // Scanned on demand and only as far as the literal's end: past it, the scanner would need the
  // parser's help (a regular expression literal reads as tokens it cannot move past alone).
  const scanner = createScanner(false, undefined, source);
  const skipped = new Set([
    SyntaxKind.WhitespaceTrivia,
    SyntaxKind.NewLineTrivia,
    SyntaxKind.SingleLineCommentTrivia,
  ]);
  type Token = { kind: SyntaxKind; text: string; value: string };
  let peeked: Token | null = null;
  function next(): Token {
    if (peeked) {
      const token = peeked;
      peeked = null;
      return token;
    }
    const from = scanner.getTokenEnd();
    let kind = scanner.scan();
    while (skipped.has(kind)) kind = scanner.scan();
    if (kind !== SyntaxKind.EndOfFile && scanner.getTokenEnd() === from) {
      throw new Error(`wire.ts: cannot read past ${scanner.getTokenText()} (offset ${from})`);
    }
    return { kind, text: scanner.getTokenText(), value: scanner.getTokenValue() };
  }
  const peek = () => (peeked ??= next());
  const expect = (kind: SyntaxKind, where: string) => {
    const token = next();
    if (token.kind !== kind) throw new Error(`wire.ts ${where}: unexpected ${token.text || 'end of file'}`);
  };

  let previous: SyntaxKind | null = null;
  for (let token = next(); previous !== SyntaxKind.ConstKeyword || token.text !== 'wire'; token = next()) {
    if (token.kind === SyntaxKind.EndOfFile) throw new Error('wire.ts: no `const wire = { … }`');
    previous = token.kind;
  }
  expect(SyntaxKind.EqualsToken, 'wire');
  const facts: WireFact[] = [];

  function readObject(prefix: string) {
    expect(SyntaxKind.OpenBraceToken, prefix || 'wire');
    let comment: string | null = null;
    for (;;) {
      const token = next();
      if (token.kind === SyntaxKind.EndOfFile) throw new Error(`wire.ts ${prefix}: unclosed object`);
      if (token.kind === SyntaxKind.CloseBraceToken) return;
      if (token.kind === SyntaxKind.CommaToken) continue;
      if (token.kind === SyntaxKind.MultiLineCommentTrivia) {
        comment = token.text;
        continue;
      }
      if (token.kind !== SyntaxKind.Identifier)
        throw new Error(`wire.ts ${prefix}: unexpected ${token.text}`);
      const path = prefix ? `${prefix}.${token.value}` : token.value;
      expect(SyntaxKind.ColonToken, path);
      if (peek().kind === SyntaxKind.OpenBraceToken) {
        readObject(path);
      } else {
        const literal = next();
        const value =
          literal.kind === SyntaxKind.StringLiteral
            ? literal.value
            : literal.kind === SyntaxKind.NumericLiteral
              ? Number(literal.value)
              : literal.kind === SyntaxKind.TrueKeyword || literal.kind === SyntaxKind.FalseKeyword
                ? literal.kind === SyntaxKind.TrueKeyword
                : undefined;
        if (value === undefined) throw new Error(`wire.ts ${path}: not a literal (${literal.text})`);
        const words = comment === null ? null : sourcePattern.exec(docText(comment));
        if (!words?.[1] || words[2] === undefined) {
          throw new Error(
            `wire.ts ${path}: its doc comment must start with SPEC x.y, platform, observed or assumption`,
          );
        }
        facts.push({ path, value, source: words[1], text: words[2] });
      }
      comment = null;
    }
  }
  readObject('');
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Which contract file declares each call

/** Each call's contract file (`session.ts`), found by its `defineCall({ name })` in src/api/contracts. */
function contractFiles(): Map<string, string> {
  const fileOf = new Map<string, string>();
  for (const file of readdirSync(contractsDir).toSorted()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(contractsDir, file), 'utf8');
    for (const [, name] of text.matchAll(/defineCall\b[\s\S]*?\(\s*\{\s*name:\s*'(\w+)'/g)) {
      if (name) fileOf.set(name, file);
    }
  }
  return fileOf;
}

// ---------------------------------------------------------------------------------------------
// Markdown in Prettier's form

/** Columns as Prettier counts them (the document keeps to characters one column wide). */
const width = (text: string) => [...text].length;
const code = (text: string | number | boolean) => {
  const inner = String(text);
  return inner.includes('`') ? `\`\` ${inner} \`\`` : `\`${inner}\``;
};
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** A table as Prettier aligns it: every column padded to its widest cell, at least 3. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows].map((row) => row.map(cell));
  const widths = header.map((_, column) => Math.max(3, ...all.map((row) => width(row[column] ?? ''))));
  const line = (row: readonly string[]) =>
    `| ${row.map((text, column) => text + ' '.repeat((widths[column] ?? 0) - width(text))).join(' | ')} |`;
  const [head = [], ...body] = all;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...body.map(line)].join('\n');
}

/** Compact JSON with every array cut to its first element (`…` marks the rest). */
function compactJson(value: Json): string {
  if (Array.isArray(value)) {
    const list = value as readonly Json[];
    if (list.length === 0) return '[]';
    return `[${compactJson(list[0] ?? null)}${list.length > 1 ? ',…' : ''}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, Json>);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${compactJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------
// The document

const slash = (path: string) => `/${path}`;
const isQuery = (call: AnyCall) => sendsQuery(call);
const encryptionHeaders = [wire.headers.encryption, wire.headers.digest, wire.headers.rsaKey]
  .map(code)
  .join(', ');

/** How the call's payload travels, as src/api/client.ts sends it. */
function bodyOf(call: AnyCall): string {
  if (isQuery(call)) return 'query string';
  if (call.encrypted) return `encrypted: JSON ${code(`{ "${wire.body.encryptedField}": … }`)}`;
  if (call.form) return 'form-encoded';
  return 'JSON';
}

function refusalsOf(call: AnyCall): string[] {
  const codes = [`${code(wire.codes.functionNotAvailable)} (HTTP 400)`];
  codes.push(
    call.auth
      ? `${code(wire.codes.notSession)} (HTTP 401: the session ends)`
      : `${code(wire.codes.notSession)} (HTTP 401 for a stale token: the session ends, the call goes again as a visitor's)`,
  );
  if (call.encrypted) codes.push(code(wire.codes.requestBodyRequired));
  for (const refusal of call.refusals ?? []) codes.push(code(refusal));
  return codes;
}

function extraHeadersOf(call: AnyCall): string[] {
  const headers: string[] = [];
  if (call.encrypted) headers.push(encryptionHeaders);
  if (call.money) headers.push(`${code(wire.headers.idempotencyKey)} (money)`);
  for (const [name, value] of Object.entries(call.headers ?? {})) headers.push(code(`${name}: ${value}`));
  return headers;
}

/** How many calls' paths each kind of source gives. */
export function pathCounts(): Record<PathSourceKind, number> {
  const counts: Record<PathSourceKind, number> = {
    SPEC: 0,
    registry: 0,
    observed: 0,
    other: 0,
    assumption: 0,
  };
  for (const name of callNames) counts[pathSourceKind(calls[name].path, name)] += 1;
  return counts;
}

function intro(): string {
  const counts = pathCounts();
  return `# Platform wire protocol

**${callNames.length} calls. Paths: ${counts.SPEC} from SPEC, ${counts.registry} from the platform registry, ${counts.observed} observed in its public client, ${counts.other} from another source, ${counts.assumption} assumed, each with its reason.**

<!-- Generated by \`npm run docs:wire\` (scripts/platform-wire-doc.ts). Do not edit: change the sources and run it again. -->

What this client sends to the live platform and what it reads back, call by call. It is generated from \`src/api/contracts\`: the wire facts and their sources from \`wire.ts\`, every call from the registry \`calls\` (\`index.ts\`), and each call's answer from the hand-written \`mocks/wire-fixtures/<area>.ts\`. A test (\`src/api/contracts/platform-wire-doc.test.ts\`) fails when this file and the code disagree: to change anything here, change its source and run \`npm run docs:wire\`.

Every fact names its source:

- **SPEC x.y**: the product specification (\`../shared/SPEC.md\`) says so. SPEC is the rule.
- **platform**: the platform's own front-end code: its encryption script, or its call registry (${registrySource}; every entry is in \`scripts/platform-registry.ts\`).
- **platform registry**: for a path, the registry entry that names it, with its module id and flags.
- **observed**: a public client of the same platform, D3M09/go444 \`mobile/assets/api.js\` (with its \`home.js\` and a saved answer), read as evidence only; nothing is copied from it.
- **another source**: for a path the registry lacks, the other public evidence that shows it.
- **assumption**: nothing shows it; our choice, with its reason, kept until someone with access to the platform checks it.

Several of these public copies sit in a repository that re-brands the platform and keeps players' money flows for itself: only the platform's own facts are taken from it, never its behaviour.

Paths are relative to the API origin, written with a leading slash as SPEC writes them. Answers are compact JSON with every array cut to its first element; \`…\` marks the rest.`;
}

function factsSection(facts: readonly WireFact[]): string {
  const rows = facts.map((fact) => [code(fact.path), code(fact.value), fact.source, fact.text]);
  return `## Wire facts

Every property of \`wire\` in \`src/api/contracts/wire.ts\`, with the source its doc comment names.

${table(['Fact', 'Value', 'Source', 'What it is'], rows)}`;
}

function everyCallSection(): string {
  const { headers, values, body, codes, refusal, encryption } = wire;
  const headerRows = [
    [
      code(headers.merchant),
      'the merchant code',
      `every call, exactly once: twice is refused with ${code(codes.functionNotAvailable)}`,
    ],
    [code(headers.language), "the player's language (SPEC 3.3: BN or EN)", 'every call'],
    [code(headers.device), code(values.device), 'every call'],
    [
      code(headers.token),
      'the session token, raw (no `Bearer`)',
      'every call while logged in, public ones too',
    ],
  ];
  const perCall = callNames.flatMap((name) =>
    Object.entries(calls[name].headers ?? {}).map(
      ([header, value]) => `${code(`${header}: ${value}`)} on ${code(name)}`,
    ),
  );
  const codeRows = Object.entries(codes).map(([name, value]) => [code(value), code(`codes.${name}`)]);
  const money = callNames.filter((name) => calls[name].money);
  return `## What every call sends

### Headers

${table(['Header', 'Value', 'When'], headerRows)}

Calls with headers of their own: ${perCall.join('; ')}.

### Bodies

- GET, and DELETE unless encrypted: the payload as the query string (its scalar fields).
- Encrypted calls, the handshake of the platform's own script (${code(slash(encryption.scriptPath))}, ${code(encryption.globalName)}), done by this client itself: ${code(`GET ${slash(encryption.keyPath)}?t=<time>`)} answers the public key as plain text (a hex modulus); a fresh random key of ${encryption.randomKeyLength} letters and digits encrypts the payload's JSON (DES-ECB, PKCS#7, Base64); plain RSA with exponent ${code(encryption.rsaExponent)} wraps that key (hex). The call sends the body ${code(`{ "${body.encryptedField}": DES }`)} with the headers ${code(headers.encryption)} (the wrapped key), ${code(headers.digest)} (DES) and ${code(headers.rsaKey)} (the public key as fetched). Without them the platform refuses ${code(codes.requestBodyRequired)}.
- No header names the registry's module id, and none carries a time: the platform's request layer is not in any stored copy, so nothing is invented. Third-party clients send a module id under differing names (\`moduleid\`, \`Module-Id\`) and one sends \`X-Timestamp\`; the platform's own bundle has neither.
- Form calls: the payload form-encoded.
- Every other call: the payload as JSON.
- Login and registration add ${code(body.deviceIdField)} (one UUID per browser) to the payload, before any encryption.

### Answers and refusals

Every answer is the envelope ${code(`{ "success": true, "value": …, "${refusal.messageField}": null, "${refusal.codeField}": null }`)}. The \`value\` is checked against the call's schema: a value of another shape is a malformed answer. A refusal comes as HTTP 400, 401 or 500 with that JSON body, or as HTTP 200 with ${code('"success": false')}. Its code is the body's ${code(refusal.codeField)}, else the number a numbered message starts with (${code(`${codes.systemBusy} system busy`)} reads as ${code(codes.systemBusy)}); its words are the body's ${code(refusal.messageField)}.

- HTTP 401 ${code(codes.notSession)}: the platform no longer accepts the token, and the session ends. A member call fails; a public call that carried the token is sent once more without ${code(headers.token)}, so the lobby still loads (the public client does the same).
- HTTP 5xx: the platform's trouble. A GET is tried once more on 502, 503 or 504; nothing else is ever sent twice.
- Any other refusal shows the platform's words.

${table(['Code', 'In wire.ts'], codeRows)}

### Money

A call that moves money sends ${code(headers.idempotencyKey)}: one key per intent, the same on every send of that intent, so a repeated send moves money once. ${money.length} calls do: ${money.map(code).join(', ')}.

### Refusals that are ours, not the platform's

The mock platform refuses a few things no evidence shows the platform refusing, so that the client's own rules can be tested against it. A client that meets the real platform must not count on them:

- a money call without ${code(headers.idempotencyKey)}: refused, and a repeated key answers what its first send answered (the key itself is our assumption, above);
- a body that does not match the call's request schema: HTTP 400 ${code(codes.requestBodyRequired)}, the platform's code for a body it cannot open, reused;
- a member call with no token at all: HTTP 401 ${code(codes.notSession)}, as for a stale token (only the stale token's answer is shown; the registry marks which calls need a token).`;
}

function differencesSection(): string {
  const lines: string[] = [];
  for (const endpoint of observedEndpoints) {
    if (!endpoint.call) continue;
    const call = calls[endpoint.call] as AnyCall;
    const differs =
      call.method !== endpoint.method ||
      call.path !== endpoint.path ||
      !!call.encrypted !== !!endpoint.encrypted;
    if (!differs) continue;
    const ours = `${call.method} ${slash(call.path)}`;
    const theirs = `${endpoint.method} ${slash(endpoint.path)}`;
    const section = specPaths[call.path];
    const rule = section
      ? `SPEC ${section}`
      : endpoint.spec
        ? `SPEC ${endpoint.spec} (the method; the path is ${pathSource(call.path)})`
        : pathSource(call.path);
    const samePathCall = callNames.find(
      (name) => name !== endpoint.call && calls[name].path === endpoint.path,
    );
    const aside = samePathCall
      ? ` That path is our ${code(samePathCall)} call (${pathSource(endpoint.path)}).`
      : '';
    lines.push(
      `- ${code(call.name)}: ${rule} ${code(ours)}; the public client sends ${code(theirs)} (its ${code(endpoint.name)}).${aside}`,
    );
  }
  return `## Where SPEC and the public client differ

SPEC stays the rule. Where the public client (api.js \`ENDPOINTS\`) does the same job another way, this client sends what SPEC says:

${lines.join('\n')}`;
}

/**
 * Each kind's path of a call with one per kind (`pathByKind`), with its source where it is not the
 * call's path's; none: an empty list.
 */
function pathsByKind(call: AnyCall, name: CallName): string[] {
  const byKind = call.pathByKind;
  if (!byKind) return [];
  const own = pathSourceKind(call.path, name);
  const paths = Object.entries(byKind.paths).map(([kind, path]) => {
    const source = pathSourceKind(path, name);
    return `${code(kind)} ${code(slash(path))}${source === own ? '' : ` (${pathSource(path, name)})`}`;
  });
  return [
    `Path by the payload's ${code(byKind.field)} (one call per kind on the platform): ${paths.join(', ')}; any other kind: the path above`,
  ];
}

/** The calls on the same method and path, and how the platform tells them apart (none: an empty list). */
function sharedWith(name: CallName): string[] {
  const call = calls[name] as AnyCall;
  if (call.sameCallAs)
    return [
      `The platform's own call is ${code(call.sameCallAs.name)}: the same request, whose answer this call reads for its own part (the contract's \`sameCallAs\`)`,
    ];
  const others = callNames.filter(
    (other) =>
      other !== name &&
      !(calls[other] as AnyCall).sameCallAs &&
      calls[other].method === call.method &&
      calls[other].path === call.path,
  );
  if (!others.length) return [];
  const how = call.claimsPayload
    ? "its payload claims it (the contract's `claimsPayload`)"
    : "every payload the others do not claim is this call's";
  return [`Shares its method and path with ${others.map(code).join(', ')}: ${how}`];
}

function callEntry(name: CallName): string {
  const call = calls[name] as AnyCall;
  const fixture: WireFixture = wireFixtures[name];
  const headers = extraHeadersOf(call);
  const items = [
    `Access: ${call.auth ? 'member (needs a session)' : 'public (the token goes along while logged in)'}`,
    `Body: ${bodyOf(call)}${call.deviceId ? `, with ${code(wire.body.deviceIdField)}` : ''}`,
    `Extra headers: ${headers.length ? headers.join(', ') : 'none'}`,
    `Refusals: ${refusalsOf(call).join('; ')}`,
    `Path: ${pathSource(call.path, name)}`,
    ...pathsByKind(call, name),
    ...sharedWith(name),
    `Answer (${fixture.source}): ${code(compactJson(fixture.value))}`,
  ];
  if (fixture.variants?.length) {
    items.push(
      `Older shapes, read the same: ${fixture.variants.map((variant) => code(compactJson(variant))).join(', ')}`,
    );
  }
  if (fixture.note) items.push(`Note: ${fixture.note}`);
  return `#### ${call.name}

${code(`${call.method} ${slash(call.path)}`)}

${items.map((item) => `- ${item}`).join('\n')}`;
}

function callsSection(): string {
  const fileOf = contractFiles();
  const groups = new Map<string, CallName[]>();
  for (const name of callNames) {
    const file = fileOf.get(name);
    if (!file) throw new Error(`${name}: no defineCall({ name: '${name}' }) in src/api/contracts`);
    groups.set(file, [...(groups.get(file) ?? []), name]);
  }
  const count = (test: (call: AnyCall) => boolean) =>
    callNames.filter((name) => test(calls[name] as AnyCall)).length;
  const summary = `${callNames.length} calls: ${count((c) => !!c.auth)} member, ${count((c) => !c.auth)} public; ${count((c) => !!c.encrypted)} encrypted, ${count((c) => !!c.money)} moving money. Grouped by the contract file that declares them.`;
  const sections = [...groups].map(
    ([file, names]) => `### ${file.replace(/\.ts$/, '')}

Declared in ${code(`src/api/contracts/${file}`)}.

${names.map(callEntry).join('\n\n')}`,
  );
  return `## Calls

Every call may be refused with HTTP 400 ${code(wire.codes.functionNotAvailable)} (the function is switched off, or the merchant header is wrong), any call sent with a stale token with HTTP 401 ${code(wire.codes.notSession)}, and an encrypted call with ${code(wire.codes.requestBodyRequired)}; each call lists these with its own.

${summary}

${sections.join('\n\n')}`;
}

/** docs/platform-wire.md as it should be. */
export function renderWireDoc(): string {
  const facts = readWireFacts(readFileSync(join(contractsDir, 'wire.ts'), 'utf8'));
  return `${[intro(), factsSection(facts), everyCallSection(), differencesSection(), callsSection()].join('\n\n')}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(dirname(wireDocPath), { recursive: true });
  writeFileSync(wireDocPath, renderWireDoc());
  console.log(`wrote ${wireDocPath}`);
}

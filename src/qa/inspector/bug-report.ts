import type { CallOutcome } from '../../api/call-observer';
import type { ActorView } from './actor-registry';
import type { CallRecord } from './call-log';
import { isSecretKey, maskSecretsInText } from './mask-secrets';
import { qaSearch, type LanguageCode, type QaParams } from '../qa-params';

/**
 * The QA inspector's bug report: Markdown for an issue tracker, with the link that
 * opens the same world, the page, each machine's state and the last calls. Its words are English
 * whatever the page's language: it is read by the people who fix the bug, beside state names,
 * event types and call names, which are English identifiers anyway.
 */

/** The URL parameters of the QA world, which the link sets from the world it opens. */
const WORLD_PARAMS = ['scenario', 'seed', 'latency', 'fault', 'lang'];

/**
 * The link that opens this page in the same world: the page's own parameters (a member-centre
 * page, `loginAs`; never a secret such as a `token`) with the world's scenario, seed, latency,
 * faults and language.
 */
export function shareableUrl(href: string, params: QaParams, lang: LanguageCode): string {
  const url = new URL(href);
  const own = new URLSearchParams(url.search);
  for (const name of WORLD_PARAMS) own.delete(name);
  const world = new URLSearchParams(qaSearch(params, lang));
  for (const [name, value] of own) if (!isSecretKey(name)) world.append(name, value);
  return `${url.origin}${url.pathname}?${world.toString()}`;
}

/** `+12.345 s`: a time in ms since the page loaded, as calls and events are logged. */
export const sinceLoad = (ms: number) => `+${(ms / 1000).toFixed(3)} s`;

/** The words of an answer: the report's English ones, or a view's translation. */
export interface AnswerWords {
  ok: string;
  waiting: string;
  kind: (kind: Extract<CallOutcome, { ok: false }>['kind']) => string;
}

const reportWords: AnswerWords = { ok: 'ok', waiting: 'waiting', kind: (kind) => kind };

/** How a call was answered: `ok`, `waiting`, or the failure's kind, HTTP status and code (`server 500`). */
export function answerText(
  { outcome }: Pick<CallRecord, 'outcome'>,
  words: AnswerWords = reportWords,
): string {
  if (!outcome) return words.waiting;
  if (outcome.ok) return words.ok;
  return [words.kind(outcome.kind), outcome.status, outcome.code]
    .filter((part) => part !== undefined)
    .join(' ');
}

/** Inline code that survives any text: a longer fence when the text holds backticks. */
function code(text: string): string {
  if (text === '') return '';
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${fence === '``' ? ' ' : ''}${text}${fence === '``' ? ' ' : ''}${fence}`;
}

/** A table cell: pipes escaped (even in code, in GitHub's tables), one line. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

const row = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;

const table = (headers: string[], rows: string[][]) => [
  row(headers),
  `| ${headers.map(() => '---').join(' | ')} |`,
  ...rows.map(row),
];

/** The URL's faults, lifted or not; a scenario's own faults (`network-down`) are its own. */
function faultsText(params: QaParams, active: boolean): string {
  const named = params.faults.map((fault) => code(`${fault.call}:${fault.kind}`)).join(', ');
  if (!named) return active ? "the scenario's own" : 'none';
  return active ? named : `${named} (lifted until reload)`;
}

export interface BugReportInput {
  /** The page's address (location.href). */
  href: string;
  params: QaParams;
  lang: LanguageCode;
  /** Calls fail as the faults say (false once the panel lifted them, until a reload). */
  faultsActive: boolean;
  /** ISO time of the report, and the same moment in the logs' clock. */
  takenAt: string;
  takenAtMs: number;
  viewport: string;
  actors: readonly ActorView[];
  calls: readonly CallRecord[];
}

export function bugReportMarkdown(input: BugReportInput): string {
  const { params } = input;
  const url = new URL(input.href);
  const faults = faultsText(params, input.faultsActive);
  const settings = table(
    ['Setting', 'Value'],
    [
      ['Scenario', code(params.scenario)],
      ['Seed', code(String(params.seed))],
      ['Language', code(input.lang)],
      ['Latency', `${params.latency} ms`],
      ['Faults', faults],
      ['Route', code(maskSecretsInText(`${url.pathname}${url.search}${url.hash}`))],
      ['Viewport', input.viewport],
      ['Taken', `${input.takenAt} (${sinceLoad(input.takenAtMs)})`],
    ],
  );
  const machines = table(
    ['Machine', 'State', 'Context', 'Last events'],
    input.actors.map((actor) => [
      actor.path.join(' › ') + (actor.status === 'running' ? '' : ` (${actor.status})`),
      code(actor.state),
      code(actor.context),
      actor.events
        .map(
          (event) =>
            `${sinceLoad(event.at)} ${code(event.type)}${event.detail ? ` ${code(event.detail)}` : ''}`,
        )
        .join('<br>'),
    ]),
  );
  const calls = table(
    ['Sent', 'Call', 'Answer', 'Took'],
    input.calls.map((record) => [
      sinceLoad(record.startedAt),
      `${code(record.call)} ${record.method}`,
      answerText(record),
      record.durationMs === null ? '—' : `${Math.round(record.durationMs)} ms`,
    ]),
  );
  return [
    '## Bug report',
    '',
    `Open the same world: ${shareableUrl(input.href, params, input.lang)}`,
    '',
    '### What happened',
    '',
    '<!-- What you did, what you saw, what you expected. -->',
    '',
    '### World',
    '',
    ...settings,
    '',
    `### Machines (${input.actors.length})`,
    '',
    ...(input.actors.length ? machines : ['None running.']),
    '',
    `### Last calls (${input.calls.length}, oldest first)`,
    '',
    ...(input.calls.length ? calls : ['No calls yet.']),
    '',
  ].join('\n');
}

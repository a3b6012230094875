import { describe, expect, it } from 'vitest';
import type { ActorView } from './actor-registry';
import { answerText, bugReportMarkdown, shareableUrl, type BugReportInput } from './bug-report';
import type { CallRecord } from './call-log';
import { MASK } from './mask-secrets';

const session: ActorView = {
  key: 1,
  path: ['session'],
  state: 'signedIn.idle',
  status: 'running',
  context: `{ token: ${MASK}, account: 'demo01' }`,
  events: [
    { at: 1_200, type: 'credentials.submit', detail: `{ username: 'demo01', password: ${MASK} }` },
    { at: 1_850.5, type: 'xstate.done.actor.loadMember', detail: '' },
  ],
};
const login: ActorView = {
  key: 2,
  path: ['session', 'login'],
  state: 'done',
  status: 'stopped',
  context: `{ note: 'a | b' }`,
  events: [],
};
const calls: CallRecord[] = [
  { key: 1, call: 'login', method: 'POST', startedAt: 1_210, durationMs: 320.4, outcome: { ok: true } },
  {
    key: 2,
    call: 'memberInfo',
    method: 'GET',
    startedAt: 1_600,
    durationMs: 45,
    outcome: { ok: false, kind: 'server', status: 500 },
  },
  { key: 3, call: 'status', method: 'GET', startedAt: 2_000, durationMs: null, outcome: null },
];

const input: BugReportInput = {
  href: 'https://qa.example/member?mcPage=depositv2&scenario=default&seed=3&token=tok-123#top',
  params: {
    scenario: 'money-in-flight',
    seed: 3,
    latency: 500,
    faults: [{ call: 'memberInfo', kind: '500' }],
  },
  lang: 'EN',
  faultsActive: true,
  takenAt: '2026-11-26T10:00:00.000Z',
  takenAtMs: 2_500,
  viewport: '390 × 844',
  actors: [session, login],
  calls,
};

describe('bug report', () => {
  it('links to the same page in the same world, without a token', () => {
    expect(shareableUrl(input.href, input.params, 'EN')).toBe(
      'https://qa.example/member?scenario=money-in-flight&seed=3&latency=500&fault=memberInfo%3A500&lang=EN&mcPage=depositv2',
    );
  });

  it('is Markdown with the world, the route, each machine and the last calls', () => {
    expect(bugReportMarkdown(input)).toBe(
      [
        '## Bug report',
        '',
        'Open the same world: https://qa.example/member?scenario=money-in-flight&seed=3&latency=500&fault=memberInfo%3A500&lang=EN&mcPage=depositv2',
        '',
        '### What happened',
        '',
        '<!-- What you did, what you saw, what you expected. -->',
        '',
        '### World',
        '',
        '| Setting | Value |',
        '| --- | --- |',
        '| Scenario | `money-in-flight` |',
        '| Seed | `3` |',
        '| Language | `EN` |',
        '| Latency | 500 ms |',
        '| Faults | `memberInfo:500` |',
        `| Route | \`/member?mcPage=depositv2&scenario=default&seed=3&token=${MASK}#top\` |`,
        '| Viewport | 390 × 844 |',
        '| Taken | 2026-11-26T10:00:00.000Z (+2.500 s) |',
        '',
        '### Machines (2)',
        '',
        '| Machine | State | Context | Last events |',
        '| --- | --- | --- | --- |',
        `| session | \`signedIn.idle\` | \`{ token: ${MASK}, account: 'demo01' }\` | +1.200 s \`credentials.submit\` \`{ username: 'demo01', password: ${MASK} }\`<br>+1.851 s \`xstate.done.actor.loadMember\` |`,
        "| session › login (stopped) | `done` | `{ note: 'a \\| b' }` |  |",
        '',
        '### Last calls (3, oldest first)',
        '',
        '| Sent | Call | Answer | Took |',
        '| --- | --- | --- | --- |',
        '| +1.210 s | `login` POST | ok | 320 ms |',
        '| +1.600 s | `memberInfo` GET | server 500 | 45 ms |',
        '| +2.000 s | `status` GET | waiting | — |',
        '',
      ].join('\n'),
    );
    expect(bugReportMarkdown(input)).not.toContain('tok-123');
  });

  it('says when the faults were lifted, and what runs when there is nothing', () => {
    const lifted = bugReportMarkdown({ ...input, faultsActive: false, actors: [], calls: [] });
    expect(lifted).toContain('| Faults | `memberInfo:500` (lifted until reload) |');
    expect(lifted).toContain('None running.');
    expect(lifted).toContain('No calls yet.');
    const scenarioOwn = bugReportMarkdown({ ...input, params: { ...input.params, faults: [] } });
    expect(scenarioOwn).toContain("| Faults | the scenario's own |");
    const none = bugReportMarkdown({
      ...input,
      faultsActive: false,
      params: { ...input.params, faults: [] },
    });
    expect(none).toContain('| Faults | none |');
  });

  it('keeps a text with backticks in one piece of code', () => {
    const odd: ActorView = { ...login, status: 'running', context: "{ note: 'a `b` c' }" };
    expect(bugReportMarkdown({ ...input, actors: [odd] })).toContain("| `` { note: 'a `b` c' } `` |");
  });

  it("names a failure's kind, status and code", () => {
    expect(
      answerText({ ...calls[0]!, outcome: { ok: false, kind: 'rejected', code: 'TOO_MANY_REQUESTS' } }),
    ).toBe('rejected TOO_MANY_REQUESTS');
  });
});

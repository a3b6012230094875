import type { Locator, Page } from '@playwright/test';
import type { CallName } from '../../src/api/contracts';
import type { FaultKind } from '../../src/api/contracts/qa';
import type { Lang } from './texts';

/** Where a call is made: a route with its page parameter, and who looks at it. */
export interface MatrixScreen {
  /** `/`, `/rng`, `/?mcPage=depositv2`, `/agentHome?acPage=agentTeamBetting`… (docs/qa.md: URL parameters). */
  path: string;
  /** The account the screen is seen as (`loginAs`); none: a visitor. */
  account?: string;
  scenario?: string;
}

/** What the player types before the call goes: a field by its label (a catalogue key), and the value. */
export interface TypedField {
  label: string;
  value: string;
  /** A select: the option is chosen by its value. */
  select?: boolean;
  /** The label is the text alone (`Bank`, not `Bank account`). */
  exact?: boolean;
  /** A checkbox, ticked (`value` is what the doc reads). */
  check?: boolean;
}

/** A call made after a player's action: the form, what is typed in it and the control that sends. */
export interface MatrixAction {
  /** Brings the form to view (a tab, a dialog) before typing. */
  open?: (page: Page, lang: Lang) => Promise<void>;
  /** Where the fields and the send control are (default: the page). */
  scope?: (page: Page, lang: Lang) => Locator;
  fields: TypedField[];
  /** The send control's name: a catalogue key. */
  send: string;
  /**
   * The control's name is the text, then what it acts on (`Claim reward: Deposit ৳5,000 this
   * month`); the first such control in the scope sends.
   */
  sendPrefixed?: boolean;
  /** The send control's role, when it is not a button (the chat availability switch). */
  sendRole?: 'switch';
}

/** A platform refusal the spec lists for the call (SPEC 8), and the scenario whose world refuses it. */
export interface CodeCell {
  code: string;
  scenario: string;
  /** The message the player must read (a catalogue key; a `{{value}}` in it matches anything). */
  message: string;
  /**
   * The message is a field's error, not an alert: the field (by its label key) is marked invalid
   * and described by it (a link's invitation code refused as the form opens).
   */
  field?: string;
  /** Where the refusal is met, when not on the call's own screen (a vendor under maintenance). */
  path?: string;
  /** Brings the refused call about there (in place of the entry's `open`). */
  open?: (page: Page, lang: Lang) => Promise<void>;
  /** What the player types for the refusal (an unknown user), in place of the action's fields. */
  fields?: TypedField[];
}

/** One call of `calls` (src/api/contracts) and the screen that makes it. */
export interface MatrixEntry {
  call: CallName;
  screen: MatrixScreen;
  /** Brings the part that makes the call to view (a tab) once the screen is open. */
  open?: (page: Page, lang: Lang) => Promise<void>;
  /** Absent: the screen makes the call as it opens. */
  action?: MatrixAction;
  /** The retry control's name (a catalogue key) when it is not in the message (a captcha's image). */
  retry?: string;
  /** The retry is throttled (SPEC 9: a captcha refresh at most once a second): pressed until it sends. */
  throttled?: boolean;
  /** The player's retry when it takes more than a control (a provider's window opened again). */
  retryWith?: (page: Page, lang: Lang) => Promise<void>;
  /** Clears what covers the retry control once a failure is read (a warning's OK). */
  beforeRetry?: (page: Page, lang: Lang) => Promise<void>;
  /** Texts (catalogue keys) the failure may read besides the failure kind's own. */
  messages?: string[];
  codes?: CodeCell[];
}

/** A call the matrix does not visit, and why (it is listed in docs/fault-matrix.md, never as passing). */
export interface UncoveredCall {
  call: CallName;
  reason: string;
  /**
   * `by design`: the product shows nothing for its failure on purpose; `no message`: a finding, the
   * failure goes unsaid and is still to fix; `not yet mapped`: no screen or action in the table yet.
   */
  status: 'by design' | 'no message' | 'not yet mapped';
}

/** The outcome of one cell: a call under a fault kind (or a refusal code) in one language. */
export interface CellResult {
  call: CallName;
  column: FaultKind | string;
  lang: Lang;
  screen: string;
  passed: boolean;
  /** The message the player read. */
  message?: string;
  /** What failed, when it did. */
  failure?: string;
  /** How the retry was proven: `after lift` (succeeded once faults were lifted) or `sends again`. */
  retry?: 'after lift' | 'sends again' | 'refusal';
}

/** One area's rows (`e2e/fault-matrix/rows/<area>.ts`): its calls the matrix visits, and the others with why not. */
export interface AreaRows<Call extends CallName> {
  visited: ReadonlyArray<MatrixEntry & { call: Call }>;
  uncovered: ReadonlyArray<UncoveredCall & { call: Call }>;
}

import type { Locator, Page } from '@playwright/test';
import type { CallName } from '../../src/api/contracts';
import type { FaultKind } from '../../src/api/contracts/qa';
import type { Lang } from './texts';

/** Where a call is made: a route with its page parameter, and who looks at it. */
export interface MatrixScreen {
  /** `/`, `/rng`, `/?mcPage=depositv2`, `/agentHome?acPage=agentTeamBetting`… (README: QA interface). */
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
}

/** A platform refusal the spec lists for the call (SPEC 8), and the scenario whose world refuses it. */
export interface CodeCell {
  code: string;
  scenario: string;
  /** The message the player must read (a catalogue key). */
  message: string;
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

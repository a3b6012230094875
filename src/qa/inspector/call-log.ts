import type { CallObserver, CallOutcome } from '../../api/call-observer';

/**
 * The QA inspector's log of the last calls: each call's name, when it left, how long its
 * answer took and what it was (ok, or the failure's kind, HTTP status and platform code). Only the
 * last `limit` calls are kept, a call still waiting among them.
 */

export interface CallRecord {
  key: number;
  call: string;
  method: string;
  /** When it left, in the log's clock (ms). */
  startedAt: number;
  /** From leaving to its answer; null while it waits. */
  durationMs: number | null;
  /** null while it waits. */
  outcome: CallOutcome | null;
}

export function createCallLog({ now, limit = 20 }: { now: () => number; limit?: number }) {
  const records: CallRecord[] = [];
  let nextKey = 1;

  const observe: CallObserver = ({ name, method }) => {
    const record: CallRecord = {
      key: nextKey++,
      call: name,
      method,
      startedAt: now(),
      durationMs: null,
      outcome: null,
    };
    records.push(record);
    if (records.length > limit) records.splice(0, records.length - limit);
    return (outcome) => {
      record.durationMs = now() - record.startedAt;
      record.outcome = outcome;
    };
  };

  /** Oldest first; copies, so a view holds what it was given. */
  const calls = (): CallRecord[] => records.map((record) => ({ ...record }));

  return { observe, calls };
}

export type CallLog = ReturnType<typeof createCallLog>;

/**
 * The QA interface's world parameters (DESIGN.md), shared by the app, which reads them from the
 * URL (src/lib/qa-params.ts), and the mock world, which is built from them.
 */
export const faultKinds = ['500', 'network', 'timeout', 'malformed'] as const;
export type FaultKind = (typeof faultKinds)[number];
/** `call` is a contract name of src/api/contracts, or '*' for every call. */
export type Fault = { call: string; kind: FaultKind };

export interface QaParams {
  scenario: string;
  seed: number;
  /** Added to every mocked call, in ms. */
  latency: number;
  faults: Fault[];
  /**
   * The client's request timeout in ms (QA `timeoutMs`, mock mode only; absent: the client's own
   * 20 s), so a `timeout` fault answers in seconds.
   */
  timeoutMs?: number;
}

export const defaultQaParams: QaParams = { scenario: 'default', seed: 1, latency: 0, faults: [] };

import type { HttpHandler } from 'msw';
import type { CallDef } from '../../src/api/contracts';
import { mockCall, type MockRequest, type Rejection } from './respond';

type Answer<Observed> = Observed | Rejection;

/**
 * A handler for a call the live platform was observed to answer in another shape than the value
 * the client reads (the contract's schema accepts both and normalises them): it answers the
 * observed shape, so every test and mock-mode run decodes what the platform really sends.
 * `Observed` is the contract's `…Observed` type:
 * `mockObserved<LaunchGameObserved>()(launchGameCall, ({ payload }) => …)`.
 */
export const mockObserved =
  <Observed>() =>
  <Req, Res>(
    call: CallDef<Req, Res>,
    resolve: (input: MockRequest<Req>) => Answer<Observed> | Promise<Answer<Observed>>,
  ): HttpHandler =>
    // mockCall only wraps the answer in the envelope; the client's schema makes `Res` of it.
    mockCall(call as unknown as CallDef<Req, Observed>, resolve);

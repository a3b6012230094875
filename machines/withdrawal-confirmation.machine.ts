import { assertEvent, assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import type { PaymentOrder } from '../src/api/contracts/payments';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';
import {
  admitProofImages,
  readAmountReceived,
  validateRemark,
  type ProofCandidate,
} from '../src/lib/payment-rules';

/** A chosen proof image: what the rules look at, and the file itself (read only when sending). */
export interface ProofFile extends ProofCandidate {
  id: string;
  file: Blob;
}

/** A payout the member disputes: nothing arrived, or only part of it (SPEC 4.11 "full payment"). */
export type DisputeAnswer = 'notReceived' | 'partlyReceived';

/** What the `answer` actor sends (SPEC 4.11). */
export type ConfirmationAnswer =
  | { orderId: string; answer: 'received' }
  | { orderId: string; answer: 'notReceived'; remark: string; proofs: ProofFile[] }
  | {
      orderId: string;
      answer: 'partlyReceived';
      amountReceived: number;
      remark: string;
      proofs: ProofFile[];
    };

/** Problems the form shows; the view translates them. */
export type ConfirmationFormError = 'proofRules' | 'proofRequired' | 'remarkLimit' | 'amountReceivedInvalid';

interface ConfirmationContext {
  orderId: string;
  /** The payout, major units: an amount received in part is below it. */
  amount: number;
  dispute: DisputeAnswer;
  amountReceived: string;
  amountError: 'amountReceivedInvalid' | null;
  proofs: ProofFile[];
  remark: string;
  /** A refused file (type, size or count): the accepted ones stay. */
  proofError: 'proofRules' | 'proofRequired' | null;
  remarkError: 'remarkLimit' | null;
  failure: FailureInfo | null;
  nextProofId: number;
}

export type WithdrawalConfirmationEvent =
  | { type: 'answer.received' }
  | { type: 'answer.notReceived' }
  | { type: 'answer.partlyReceived' }
  | { type: 'amount.change'; amount: string }
  | { type: 'proofs.add'; files: Array<ProofCandidate & { file: Blob }> }
  | { type: 'proof.remove'; id: string }
  | { type: 'remark.change'; remark: string }
  | { type: 'form.submit' }
  | { type: 'form.back' }
  | { type: 'failure.dismiss' };

/**
 * SPEC 4.11 withdrawal confirmation of one paid-out order: the member chooses Received (in full:
 * sent at once), Received in part or Not received ("full payment"). Either dispute opens a
 * form of proof images (png or jpg, at most 5 MB each, at most 3: a refused file leaves the
 * accepted ones) and a remark of at most 140 characters; in part also asks the amount that arrived
 * (above 0, below the payout). A failed send returns to where it came from with everything kept;
 * `answered` tells the app.
 */
export const withdrawalConfirmationMachine = setup({
  types: {
    context: {} as ConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
    /** `amount`: the payout (needed only for an answer in part). */
    input: {} as { orderId: string; amount?: number },
  },
  actors: {
    answer: providedByApp<PaymentOrder, ConfirmationAnswer>('withdrawalConfirmation: answer'),
  },
  guards: {
    hasNoProof: ({ context }) => context.proofs.length === 0,
    remarkTooLong: ({ context }) => validateRemark(context.remark) !== null,
    amountInvalid: ({ context }) =>
      context.dispute === 'partlyReceived' &&
      readAmountReceived(context.amountReceived, context.amount) === 'amountReceivedInvalid',
  },
  actions: {
    addProofs: assign(({ context, event }) => {
      assertEvent(event, 'proofs.add');
      const { accepted, refused } = admitProofImages(context.proofs.length, event.files);
      const added = accepted.map((file, i) => ({
        id: `proof-${context.nextProofId + i}`,
        name: file.name,
        type: file.type,
        size: file.size,
        file: file.file,
      }));
      return {
        proofs: [...context.proofs, ...added],
        proofError: refused ? ('proofRules' as const) : null,
        nextProofId: context.nextProofId + added.length,
      };
    }),
    removeProof: assign(({ context, event }) => {
      assertEvent(event, 'proof.remove');
      return { proofs: context.proofs.filter((p) => p.id !== event.id), proofError: null };
    }),
    changeRemark: assign(({ event }) => {
      assertEvent(event, 'remark.change');
      // The limit message shows as soon as it is passed, and goes once back within it.
      return {
        remark: event.remark,
        remarkError: validateRemark(event.remark) ? ('remarkLimit' as const) : null,
      };
    }),
    changeAmount: assign(({ event }) => {
      assertEvent(event, 'amount.change');
      return { amountReceived: event.amount, amountError: null };
    }),
    /** Provided by the app: reload the orders (and the balance). */
    answered: (_, _params: { order: PaymentOrder }) => {},
  },
}).createMachine({
  id: 'withdrawalConfirmation',
  context: ({ input }) => ({
    orderId: input.orderId,
    amount: input.amount ?? 0,
    dispute: 'notReceived',
    amountReceived: '',
    amountError: null,
    proofs: [],
    remark: '',
    proofError: null,
    remarkError: null,
    failure: null,
    nextProofId: 1,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'answer.received': { target: 'sendingReceived', actions: assign({ failure: null }) },
        'answer.notReceived': {
          target: 'disputeForm',
          actions: assign({ failure: null, dispute: 'notReceived' }),
        },
        'answer.partlyReceived': {
          target: 'disputeForm',
          actions: assign({ failure: null, dispute: 'partlyReceived' }),
        },
        'failure.dismiss': { actions: assign({ failure: null }) },
      },
    },
    sendingReceived: {
      invoke: {
        src: 'answer',
        input: ({ context }) => ({ orderId: context.orderId, answer: 'received' as const }),
        onDone: {
          target: 'done',
          actions: { type: 'answered', params: ({ event }) => ({ order: event.output }) },
        },
        onError: {
          target: 'choosing',
          actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
        },
      },
    },
    disputeForm: {
      on: {
        'proofs.add': { actions: 'addProofs' },
        'proof.remove': { actions: 'removeProof' },
        'remark.change': { actions: 'changeRemark' },
        'amount.change': { actions: 'changeAmount' },
        'form.submit': [
          { guard: 'amountInvalid', actions: assign({ amountError: 'amountReceivedInvalid' }) },
          { guard: 'hasNoProof', actions: assign({ proofError: 'proofRequired' }) },
          { guard: 'remarkTooLong', actions: assign({ remarkError: 'remarkLimit' }) },
          { target: 'sendingDispute', actions: assign({ failure: null }) },
        ],
        // Back to the choice: what was chosen and typed stays, should the member come back.
        'form.back': { target: 'choosing' },
        'failure.dismiss': { actions: assign({ failure: null }) },
      },
    },
    sendingDispute: {
      invoke: {
        src: 'answer',
        input: ({ context }): ConfirmationAnswer => {
          const form = { orderId: context.orderId, remark: context.remark.trim(), proofs: context.proofs };
          if (context.dispute === 'notReceived') return { ...form, answer: 'notReceived' };
          // The guard `amountInvalid` let only a valid amount through.
          const amountReceived = readAmountReceived(context.amountReceived, context.amount) as number;
          return { ...form, answer: 'partlyReceived', amountReceived };
        },
        onDone: {
          target: 'done',
          actions: { type: 'answered', params: ({ event }) => ({ order: event.output }) },
        },
        onError: {
          target: 'disputeForm',
          actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
        },
      },
    },
    done: { type: 'final' },
  },
});

import type { paymentsCalls } from '../../src/api/contracts/payments';
import { at, currencySymbol } from './shared-pieces';
import type { WireFixture } from './wire-fixture';

const paymentOrder = {
  orderId: 'D2025030100012',
  kind: 'deposit',
  channelId: 'bkash-1',
  channelName: 'bKash',
  amount: 500,
  status: 'processing',
  createdAt: at,
  settledAt: null,
  rejectReason: null,
  address: null,
  bankAccount: null,
  confirmation: null,
  payTo: {
    receiverName: 'Karim Traders',
    accountNumber: '01712345678',
    bankName: null,
    amount: 500,
    refCode: 'D2025030100012',
    expireTime: '2025-03-01T10:45:00.000Z',
    redirectUrl: null,
    sourceAmount: null,
    exchangeRate: null,
    referenceRequired: true,
    referenceNo: null,
    reportedAt: null,
  },
} as const;

const withdrawalOrder = {
  ...paymentOrder,
  orderId: 'W2025030100007',
  kind: 'withdrawal',
  amount: 1000,
  payTo: null,
  bankAccount: { bankName: 'Dutch-Bangla Bank', accountNumberMasked: '****6789' },
} as const;

const bankAccount = {
  id: 'ba-1',
  bankName: 'Dutch-Bangla Bank',
  accountName: 'Rahim Uddin',
  accountNumberMasked: '****6789',
} as const;

/** The answers of `paymentsCalls` (src/api/contracts/payments.ts), as the platform sends them. */
export const paymentsFixtures = {
  paymentChannels: {
    value: {
      channels: [
        {
          id: 'bkash-1',
          method: 'bkash',
          name: 'bKash',
          kind: 'deposit',
          min: 200,
          max: 25000,
          quickAmounts: [500, 1000, 5000],
          crypto: false,
          code: 'MT4',
        },
      ],
      currencySymbol,
    },
    source: 'assumption',
    note: "The platform's answer is an object keyed by method code, each method with its channels (docs/platform-evidence/deposit.md); this flat list is our shape. `code` is the method's code, which the deposit sends back as `bankType`.",
  },
  paymentOrders: { value: { orders: [paymentOrder] }, source: 'assumption' },
  deposit: {
    value: paymentOrder,
    source: 'assumption',
    note: "The platform's answer carries what the player pays to (docs/platform-evidence/deposit.md, section 3); this order is our shape.",
  },
  depositReference: {
    value: { ...paymentOrder, payTo: { ...paymentOrder.payTo, referenceNo: '8N7A2KQ4LM' } },
    source: 'assumption',
    note: "The platform's answer to the reference is not seen (docs/platform-evidence/deposit.md, section 4); the order is our shape.",
  },
  depositPaid: {
    value: {
      ...paymentOrder,
      payTo: { ...paymentOrder.payTo, referenceNo: '8N7A2KQ4LM', reportedAt: '2025-03-01T10:20:00.000Z' },
    },
    source: 'assumption',
    note: 'The platform\'s answer to "I have paid" is not seen (docs/platform-evidence/deposit.md, section 4); the order is our shape.',
  },
  bankAccounts: {
    value: { accounts: [bankAccount], banks: ['Dutch-Bangla Bank', 'BRAC Bank'] },
    source: 'assumption',
  },
  addBankAccount: { value: bankAccount, source: 'assumption' },
  withdrawInfo: {
    value: {
      balance: 1234.5,
      currencySymbol,
      hasPaymentPassword: true,
      confirmationMinutes: 30,
      forcedReceiptReading: 'noRefund',
    },
    source: 'assumption',
  },
  withdraw: { value: withdrawalOrder, source: 'assumption' },
  confirmWithdrawal: {
    value: {
      ...withdrawalOrder,
      status: 'approved',
      settledAt: at,
      confirmation: {
        status: 'received',
        deadline: '2025-03-01T10:45:00.000Z',
        proofCount: 0,
        remark: null,
        answeredAt: at,
      },
    },
    source: 'assumption',
  },
} satisfies Record<keyof typeof paymentsCalls, WireFixture>;

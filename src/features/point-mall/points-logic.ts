import { fromPromise } from 'xstate';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { pointsRecordsMachine } from '../../../machines/points-records.machine';
import { createPointsRedeemMachine } from '../../../machines/points-redeem.machine';
import { createSubmitMachine } from '../../../machines/submit.machine';
import type {
  ConvertPointsRequest,
  PointsBalance,
  PointsConfig,
  PointsRecord,
  PointsReward,
  RebateClaim,
  RebateValue,
  VipValue,
} from '../../api/contracts/points';
import {
  claimManualRebate,
  convertPointsToCash,
  fetchPointsBalance,
  fetchPointsConfig,
  fetchPointsRecords,
  fetchPointsRewards,
  fetchRebateSummary,
  fetchVipLevels,
  redeemReward,
  type PointsRecordsKind,
} from '../../api/points';
import { fromCall } from '../../api/from-call';
import { pendingOperations } from '../../browser/pending-operations';
import type { Signal } from '../../components/use-loader';
import { emitAppEvent, whenAppEvent } from '../../browser/app-events';

/** The points screens' machines with the app's calls and effects (the views only bind them). */

/** Records shown per page. */
export const POINTS_PAGE_SIZE = 10;

/** Points and money moved: every points screen and the header balance reload. */
function pointsAndMoneyChanged() {
  emitAppEvent('pointsChanged');
  emitAppEvent('balanceChanged');
}

export const reloadOnPoints: readonly Signal[] = [whenAppEvent('pointsChanged')];
export const reloadOnPointsAndMoney: readonly Signal[] = [
  whenAppEvent('pointsChanged'),
  whenAppEvent('balanceChanged'),
];

export const pointsConfigLogic = createLoaderMachine<PointsConfig>('pointsConfig').provide({
  actors: { load: fromCall((_input, signal) => fetchPointsConfig(signal)) },
});

export const pointsRewardsLogic = createLoaderMachine<PointsReward[]>('pointsRewards').provide({
  actors: { load: fromCall((_input, signal) => fetchPointsRewards(signal)) },
});

export const pointsBalanceLogic = createLoaderMachine<PointsBalance>('pointsBalance').provide({
  actors: { load: fromCall((_input, signal) => fetchPointsBalance(signal)) },
});

export const pointsRecordsLogic = (kind: PointsRecordsKind) =>
  pointsRecordsMachine.provide({
    actors: {
      load: fromCall(({ query }, signal) =>
        fetchPointsRecords(kind, { pageNum: query.page, pageSize: POINTS_PAGE_SIZE }, signal),
      ),
    },
    // A decided redeem: approved cash reaches the balance, a rejection gives points back.
    actions: { itemsSettled: pointsAndMoneyChanged },
  });

export const redeemLogic = createPointsRedeemMachine({ pending: pendingOperations }).provide({
  actors: { send: fromPromise(({ input }) => redeemReward(input.request, input.idempotencyKey)) },
  // The points are held at once (and a cash top-up leaves the balance). After a lost answer the
  // same reloads show whether the redeem went through.
  actions: { succeeded: pointsAndMoneyChanged, checkOutcome: pointsAndMoneyChanged },
});

export const convertLogic = createSubmitMachine<ConvertPointsRequest, PointsRecord>('convertPoints', {
  idempotent: { pending: pendingOperations },
}).provide({
  actors: {
    send: fromPromise(({ input }) => convertPointsToCash(input.request, input.idempotencyKey)),
  },
  actions: { succeeded: pointsAndMoneyChanged, checkOutcome: pointsAndMoneyChanged },
});

export const vipLogic = createLoaderMachine<VipValue>('vipLevels').provide({
  actors: { load: fromCall((_input, signal) => fetchVipLevels(signal)) },
});

export const rebateLogic = createLoaderMachine<RebateValue>('rebateSummary').provide({
  actors: { load: fromCall((_input, signal) => fetchRebateSummary(signal)) },
});

/** The claim takes no request: every claim of what is left is the same intent. */
export const claimRebateLogic = createSubmitMachine<null, RebateClaim>('claimRebate', {
  idempotent: { pending: pendingOperations },
}).provide({
  actors: { send: fromPromise(({ input }) => claimManualRebate(input.idempotencyKey)) },
  // The rebate page reloads on the balance signal: what is left to claim, and the past claims.
  actions: {
    succeeded: () => emitAppEvent('balanceChanged'),
    checkOutcome: () => emitAppEvent('balanceChanged'),
  },
});

import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { fromCall } from '../../../api/from-call';
import { agentDownlinesMachine } from '../../../../machines/agent-downlines.machine';
import {
  DOWNLINE_PAGE_SIZE,
  downlineSorts,
  type DownlineLevelFilter,
  type DownlineListValue,
  type DownlineRow,
  type DownlineSort,
} from '../../../api/contracts/agent-team';
import { fetchDownlines } from '../../../api/agent-team';
import { ResourceView } from '../../../components/resource-view';
import { Pager } from '../../../components/pager';
import { currentLanguage } from '../../../i18n';
import { pageCount } from '../../../lib/paging';
import { ColumnsTable, zonedTimeColumn, type Column } from '../../../components/columns-table';
import { useMemberOffset } from '../../../kits/records/use-records-query';
import { OFFER_TO, agentCentreTo } from '../agent-centre-link';
import { contractPageOfKind } from '../pages';
import { DetailDialog, StatusDialog, TransferDialog } from './downline-dialogs';
import { inspect } from '../../../lib/actor-inspection';
import './team.css';

const downlinesLogic = agentDownlinesMachine.provide({
  actors: { fetchDownlines: fromCall((request, signal) => fetchDownlines(request, signal)) },
});

type Dialog = { kind: 'detail' | 'transfer' | 'status'; row: DownlineRow } | null;
/** What the last action did, for the page's status line. */
type Notice =
  | { kind: 'transferred'; account: string; amount: string }
  | { kind: 'status'; account: string; frozen: boolean }
  | null;

/**
 * downlineManagmentView (SPEC 2.6 team management): the agent's team with search, level filter,
 * sort by joining and paging; a detail dialog for any member. Direct downlines (level 1) can be
 * frozen or unfrozen, paid (transfer to downline, SPEC 6) and offered a contract; deeper levels
 * are read-only here, as they belong to their own upline's management.
 */
export default function DownlineManagementPage() {
  const { t } = useTranslation('agentTeam');
  const [params] = useSearchParams();
  const initialAccount = params.get('account') ?? '';
  const actor = useActorRef(downlinesLogic, {
    input: { pageSize: DOWNLINE_PAGE_SIZE, account: initialAccount },
    inspect,
  });
  const [typed, setTyped] = useState(initialAccount);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const searchId = useId();
  const levelId = useId();
  const sortId = useId();

  const level = useSelector(actor, (s) => s.context.level);
  const sort = useSelector(actor, (s) => s.context.sort);
  const page = useSelector(actor, (s) => s.context.page);
  const data = useSelector(actor, (s) => s.context.data);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  const loading = useSelector(actor, (s) => s.matches('loading'));

  const search = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'search.apply', account: typed });
  };
  const changed = (next: Notice) => {
    setDialog(null);
    setNotice(next);
    actor.send({ type: 'list.reload' });
  };

  const results = (
    <ResourceView
      data={data}
      failure={failure}
      onRetry={() => actor.send({ type: 'load.retry' })}
      isEmpty={(list) => list.total === 0}
      empty={t('downlines.empty')}
    >
      {(list) => <DownlineTable data={list} onAction={(kind, row) => setDialog({ kind, row })} />}
    </ResourceView>
  );

  return (
    <div className="team-page">
      <form role="search" aria-label={t('downlines.searchLabel')} className="team-toolbar" onSubmit={search}>
        <div className="field">
          <label htmlFor={searchId}>{t('downlines.account')}</label>
          <input
            id={searchId}
            type="search"
            value={typed}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {t('downlines.search')}
        </button>
        <div className="field">
          <label htmlFor={levelId}>{t('downlines.level')}</label>
          <select
            id={levelId}
            value={level}
            onChange={(event) =>
              actor.send({ type: 'level.change', level: event.target.value as DownlineLevelFilter })
            }
          >
            <option value="all">{t('downlines.levelAll')}</option>
            <option value="direct">{t('downlines.levelDirect')}</option>
            {Array.from({ length: Math.max(0, (data?.levels ?? 1) - 1) }, (_, i) => i + 2).map((n) => (
              <option key={n} value={String(n)}>
                {t('downlines.levelN', { level: n })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={sortId}>{t('downlines.sort')}</label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) =>
              actor.send({ type: 'sort.change', sort: event.target.value as DownlineSort })
            }
          >
            {downlineSorts.map((value) => (
              <option key={value} value={value}>
                {t(`downlines.sorts.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p role="status" className="team-page__status team-page__status--done">
        {notice?.kind === 'transferred' &&
          t('transfer.done', { amount: notice.amount, account: notice.account })}
        {notice?.kind === 'status' &&
          t(notice.frozen ? 'freeze.frozen' : 'freeze.active', { account: notice.account })}
      </p>
      <div className="team-page" aria-busy={loading}>
        {data && !failure && (
          <p role="status" className="team-page__status">
            {loading
              ? t('common:states.loading')
              : t('downlines.summary', {
                  page,
                  pages: pageCount(data.total, DOWNLINE_PAGE_SIZE),
                  total: data.total,
                })}
          </p>
        )}
        {results}
        {data && !failure && (
          <Pager
            page={page}
            pages={pageCount(data.total, DOWNLINE_PAGE_SIZE)}
            onPage={(next) => actor.send({ type: 'page.go', page: next })}
          />
        )}
        <p className="team-page__note">{t('downlines.note')}</p>
      </div>
      {dialog?.kind === 'detail' && (
        <DetailDialog key={dialog.row.account} row={dialog.row} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'transfer' && data && (
        <TransferDialog
          key={dialog.row.account}
          row={dialog.row}
          agentBalance={data.agentBalance}
          currencySymbol={data.currencySymbol}
          onClose={() => setDialog(null)}
          onDone={(amount) => changed({ kind: 'transferred', account: dialog.row.account, amount })}
          onCheck={() => actor.send({ type: 'list.reload' })}
        />
      )}
      {dialog?.kind === 'status' && (
        <StatusDialog
          key={dialog.row.account}
          row={dialog.row}
          onClose={() => setDialog(null)}
          onDone={(frozen) => changed({ kind: 'status', account: dialog.row.account, frozen })}
        />
      )}
    </div>
  );
}

function DownlineTable({
  data,
  onAction,
}: {
  data: DownlineListValue;
  onAction: (kind: 'detail' | 'transfer' | 'status', row: DownlineRow) => void;
}) {
  const { t } = useTranslation('agentTeam');
  const offset = useMemberOffset();
  const lang = currentLanguage();
  const columns: Column<DownlineRow, DownlineListValue['totals']>[] = [
    {
      id: 'account',
      header: t('downlines.columns.account'),
      rowHeader: true,
      card: 'lead',
      render: (row) => row.account,
    },
    { id: 'nickname', header: t('downlines.columns.nickname'), card: 'meta', render: (row) => row.nickname },
    {
      id: 'type',
      header: t('downlines.columns.type'),
      card: 'meta',
      render: (row) => t(row.agent ? 'types.agent' : 'types.member'),
    },
    {
      id: 'level',
      header: t('downlines.columns.level'),
      card: 'meta',
      render: (row) => row.level,
      cardRender: (row) => t('downlines.levelN', { level: row.level }),
    },
    {
      id: 'balance',
      header: t('downlines.columns.balance'),
      amount: true,
      card: 'headline',
      render: (row) => row.balance,
      total: (totals) => totals.balance,
    },
    zonedTimeColumn(
      'joined',
      t('downlines.columns.joined'),
      (row: DownlineRow) => row.joinedAt,
      offset,
      lang,
    ),
    {
      id: 'status',
      header: t('downlines.columns.status'),
      card: 'meta',
      cellClass: (row) => (row.status === 'frozen' ? 'team-status--frozen' : undefined),
      render: (row) => t(`statuses.${row.status}`),
    },
    {
      id: 'actions',
      header: t('downlines.columns.actions'),
      card: 'actions',
      render: (row) => <RowActions row={row} onAction={onAction} />,
    },
  ];
  // Joined, status and actions have no total: the foot's last cell spans them.
  return (
    <ColumnsTable
      caption={t('downlines.caption', { total: data.total })}
      columns={columns}
      rows={data.list}
      rowKey={(row) => row.account}
      totalLabel={t('downlines.totalBalance')}
      totals={data.totals}
    />
  );
}

function RowActions({
  row,
  onAction,
}: {
  row: DownlineRow;
  onAction: (kind: 'detail' | 'transfer' | 'status', row: DownlineRow) => void;
}) {
  const { t } = useTranslation('agentTeam');
  const account = row.account;
  const direct = row.level === 1;
  return (
    <div className="team-actions">
      <button
        type="button"
        className="button button--ghost"
        aria-label={t('actions.detailsOf', { account })}
        onClick={() => onAction('detail', row)}
      >
        {t('actions.details')}
      </button>
      {direct && row.status === 'active' && (
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('actions.transferTo', { account })}
          onClick={() => onAction('transfer', row)}
        >
          {t('actions.transfer')}
        </button>
      )}
      {direct && (
        <button
          type="button"
          className="button button--ghost"
          aria-label={t(row.status === 'frozen' ? 'actions.unfreezeAccount' : 'actions.freezeAccount', {
            account,
          })}
          onClick={() => onAction('status', row)}
        >
          {t(row.status === 'frozen' ? 'actions.unfreeze' : 'actions.freeze')}
        </button>
      )}
      {direct && row.offerable.length > 0 && (
        <span className="team-actions__contracts">
          <span aria-hidden="true">{t('contract.set')}</span>
          {row.offerable.map((kind) => (
            <Link
              key={kind}
              to={agentCentreTo(contractPageOfKind[kind], { [OFFER_TO]: account })}
              aria-label={t('contract.link', { kind: t(`contract.kinds.${kind}`), account })}
            >
              {t(`contract.kinds.${kind}`)}
            </Link>
          ))}
        </span>
      )}
      {!direct && <span className="team-page__note">{t('actions.readOnly')}</span>}
    </div>
  );
}

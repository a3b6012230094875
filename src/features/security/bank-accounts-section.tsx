import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { fromCall } from '../../api/from-call';
import type { BankAccountsValue } from '../../api/contracts/payments';
import { fetchBankAccounts } from '../../api/payments';
import { noItems, ResourceView } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { memberCentreTo } from '../../lib/member-centre-link';
import { Section } from './section';
import { ColumnsTable } from '../../components/columns-table';

// The withdrawal page's call: one list of accounts for both places.
const bankAccountsMachine = createLoaderMachine<BankAccountsValue>('bankAccounts').provide({
  actors: { load: fromCall((_input, signal) => fetchBankAccounts(signal)) },
});

/**
 * The member's bank accounts, read-only (bank, masked number, holder). Accounts are added on the
 * withdrawal page, which the link opens in the member centre.
 */
export function BankAccountsSection() {
  const { t } = useTranslation('security');
  const location = useLocation();
  const { data, failure, retry } = useLoader(bankAccountsMachine);

  const body = (
    <ResourceView
      data={data?.accounts}
      failure={failure}
      onRetry={retry}
      isEmpty={noItems}
      empty={t('bankAccounts.none')}
    >
      {(accounts) => (
        <ColumnsTable
          caption={t('bankAccounts.title')}
          captionHidden
          look={{ className: 'security__table-wrap', tableClassName: 'security__table' }}
          rows={accounts}
          rowKey={(account) => account.id}
          columns={[
            { id: 'bank', header: t('bankAccounts.bank'), render: (account) => account.bankName },
            {
              id: 'number',
              header: t('bankAccounts.number'),
              render: (account) => account.accountNumberMasked,
            },
            { id: 'holder', header: t('bankAccounts.holder'), render: (account) => account.accountName },
          ]}
        />
      )}
    </ResourceView>
  );

  return (
    <Section title={t('bankAccounts.title')}>
      {body}
      <p>
        <Link
          className="button button--ghost"
          to={memberCentreTo(location, 'withdraw')}
          replace
          state={location.state}
        >
          {t('bankAccounts.add')}
        </Link>
      </p>
    </Section>
  );
}

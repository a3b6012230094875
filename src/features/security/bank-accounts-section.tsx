import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { fromCall } from '../../app/providers/from-call';
import type { SecurityBankAccounts } from '../../api/contracts/security';
import { fetchSecurityBankAccounts } from '../../api/security';
import { EmptyState, ErrorState, Loading } from '../../components/page-state';
import { currentLanguage } from '../../i18n';
import { memberCentreTo } from '../member-center/member-centre-link';
import { Section } from './section';

const bankAccountsMachine = createLoaderMachine<SecurityBankAccounts>('securityBankAccounts').provide({
  actors: { load: fromCall((_input, signal) => fetchSecurityBankAccounts(signal)) },
});

/**
 * The member's bank accounts, read-only (bank, masked number, holder). Accounts are added on the
 * withdrawal page, which the link opens in the member centre.
 */
export function BankAccountsSection() {
  const { t } = useTranslation('security');
  const location = useLocation();
  const loader = useActorRef(bankAccountsMachine, { input: { language: currentLanguage() } });
  const accounts = useSelector(loader, (s) => s.context.data?.accounts ?? null);
  const failure = useSelector(loader, (s) => (s.matches('failed') ? s.context.failure : null));

  let body;
  if (failure) body = <ErrorState failure={failure} onRetry={() => loader.send({ type: 'load.retry' })} />;
  else if (!accounts) body = <Loading />;
  else if (accounts.length === 0) body = <EmptyState>{t('bankAccounts.none')}</EmptyState>;
  else
    body = (
      <div className="security__table-wrap">
        <table className="security__table">
          <caption className="visually-hidden">{t('bankAccounts.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bankAccounts.bank')}</th>
              <th scope="col">{t('bankAccounts.number')}</th>
              <th scope="col">{t('bankAccounts.holder')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id}>
                <td>{account.bankName}</td>
                <td>{account.accountNumber}</td>
                <td>{account.accountName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <Section title={t('bankAccounts.title')}>
      {body}
      <p>
        <Link to={memberCentreTo(location, 'withdraw')} replace state={location.state}>
          {t('bankAccounts.add')}
        </Link>
      </p>
    </Section>
  );
}

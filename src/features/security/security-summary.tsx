import { useTranslation } from 'react-i18next';
import type { SecurityInfo } from '../../api/contracts/security';
import { Facts, Section } from './section';

/** How many of the four security items are done: the usual "security level" of such centres. */
export function securityItemsDone(info: SecurityInfo): number {
  return [
    info.realName !== '',
    info.mobileConfirmed,
    info.email !== null && info.emailConfirmed,
    info.paymentPasswordSet,
  ].filter(Boolean).length;
}

/** The status summary at the top: which of real name, phone, e-mail and payment password are set. */
export function SecuritySummary({ info }: { info: SecurityInfo }) {
  const { t } = useTranslation('security');
  let email = t('summary.notBound');
  if (info.email !== null) email = t(info.emailConfirmed ? 'summary.confirmed' : 'summary.notConfirmed');
  let mobile = t('summary.notBound');
  if (info.mobile !== null) mobile = t(info.mobileConfirmed ? 'summary.bound' : 'summary.notConfirmed');
  return (
    <Section title={t('summary.title')}>
      <p className="security__level">{t('summary.level', { done: securityItemsDone(info), total: 4 })}</p>
      <Facts
        items={[
          [t('summary.account'), info.account],
          [t('summary.realName'), t(info.realName ? 'summary.set' : 'summary.notSet')],
          [t('summary.mobile'), mobile],
          [t('summary.email'), email],
          [t('summary.paymentPassword'), t(info.paymentPasswordSet ? 'summary.set' : 'summary.notSet')],
        ]}
      />
    </Section>
  );
}

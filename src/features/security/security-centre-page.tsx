import { createLoaderMachine } from '../../../machines/loader.machine';
import { fromCall } from '../../api/from-call';
import { fetchSecurityOverview, type SecurityOverview } from '../../api/security';
import { ErrorState } from '../../components/page-state';
import { ResourceView } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { BankAccountsSection } from './bank-accounts-section';
import { EmailSection } from './email-section';
import { LoginPasswordSection } from './login-password-section';
import { PaymentPasswordSection } from './payment-password-section';
import { PhoneSection } from './phone-section';
import { ProfileSection } from './profile-section';
import { SecuritySummary } from './security-summary';
import './security.css';

const overviewMachine = createLoaderMachine<SecurityOverview>('securityOverview').provide({
  actors: { load: fromCall((_input, signal) => fetchSecurityOverview(signal)) },
});

/**
 * securityCenter (SPEC 2.5, the default member-centre page): a status summary, then the profile,
 * phone binding, e-mail binding, login password, payment password and bank accounts. Each save
 * reloads the member's security state, which the sections show; the forms keep what was typed.
 */
export default function SecurityCentrePage() {
  const { data, failure, reload, retry } = useLoader(overviewMachine);

  return (
    <ResourceView data={data} failure={failure} onRetry={retry} keepData>
      {({ info, settings }) => (
        <div className="security">
          {/* A failed reload keeps the last state on screen, with the failure and a retry above it. */}
          {failure && <ErrorState failure={failure} onRetry={retry} />}
          <SecuritySummary info={info} />
          <ProfileSection info={info} settings={settings} onSaved={reload} />
          <PhoneSection info={info} onSaved={reload} />
          <EmailSection info={info} onSaved={reload} />
          <LoginPasswordSection />
          <PaymentPasswordSection info={info} onSaved={reload} />
          <BankAccountsSection />
        </div>
      )}
    </ResourceView>
  );
}

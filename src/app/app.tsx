import { Suspense, type ReactNode } from 'react';
import { ErrorHelpContext } from '../components/error-help';
import { lazyPart } from '../components/lazy-boundary';
import { AppErrorBoundary } from './error-boundary';
import { FullPageLoader } from './full-page-loader';
import { SiteDataProvider } from './providers/site-data';
import { SystemStatusProvider } from './providers/system-status';
import { SystemGate } from './system-gate';
import { Nest } from './nest';

/** The way to customer service a failure view offers (components cannot import the shell). */
const CustomerServiceHelp = lazyPart(() =>
  import('../components/customer-service/customer-service-button').then((module) => ({
    default: module.CustomerServiceButton,
  })),
);

/** Around everything: the last-resort error boundary, the way to help it offers, the loader. */
const outer = [
  AppErrorBoundary,
  ({ children }: { children: ReactNode }) => (
    <ErrorHelpContext value={<CustomerServiceHelp />}>{children}</ErrorHelpContext>
  ),
  ({ children }: { children: ReactNode }) => <Suspense fallback={<FullPageLoader />}>{children}</Suspense>,
];

/** What starts at boot, together: the system status and the site data. */
const start = [SystemStatusProvider, SiteDataProvider];

/**
 * The app: system status and site data start together at boot; the gate shows the app or the
 * whole-site page. `qaPanel` is the Scenarios panel, passed in by the mock-mode boot only.
 */
export function App({ qaPanel }: { qaPanel?: ReactNode }) {
  return (
    <Nest wrappers={outer}>
      <Nest wrappers={start}>
        <SystemGate />
      </Nest>
      {qaPanel}
    </Nest>
  );
}

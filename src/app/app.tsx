import { Suspense, type ReactNode } from 'react';
import { ErrorHelpContext } from '../components/error-help';
import { lazyPart } from '../components/lazy-boundary';
import { AppErrorBoundary } from './error-boundary';
import { FullPageLoader } from './full-page-loader';
import { SiteDataProvider } from './providers/site-data';
import { SystemStatusProvider } from './providers/system-status';
import { SystemGate } from './system-gate';

/** The way to customer service a failure view offers (components cannot import the shell). */
const CustomerServiceHelp = lazyPart(() =>
  import('../kits/customer-service/customer-service-button').then((module) => ({
    default: module.CustomerServiceButton,
  })),
);

/**
 * The app: system status and site data start together at boot; the gate shows the app or the
 * whole-site page. `qaPanel` is the Scenarios panel, passed in by the mock-mode boot only.
 */
export function App({ qaPanel }: { qaPanel?: ReactNode }) {
  return (
    <AppErrorBoundary>
      <ErrorHelpContext value={<CustomerServiceHelp />}>
        <Suspense fallback={<FullPageLoader />}>
          <SystemStatusProvider>
            <SiteDataProvider>
              <SystemGate />
            </SiteDataProvider>
          </SystemStatusProvider>
          {qaPanel}
        </Suspense>
      </ErrorHelpContext>
    </AppErrorBoundary>
  );
}

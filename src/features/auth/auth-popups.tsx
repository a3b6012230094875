import { useDueAfterLogin, usePopups } from '../../app/providers/popups';
import { SessionContext } from '../../app/providers/session';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { loginPopup, registerPopup } from './popup-parts';

// Each popup is its own chunk: the home route pays for none of them until one opens. Each has its
// own boundary: one that cannot load says so over the page, with Try again. The login
// and register popups can be loaded ahead (popup-parts.tsx): /login and /register do.
const LoginPopup = loginPopup.Popup;
const RegisterPopup = registerPopup.Popup;
const ChangePasswordPopup = lazyPart(() => import('./change-password-popup'));
const LogoutConfirm = lazyPart(() => import('./logout-confirm'));
const TrialDialog = lazyPart(() => import('./trial-dialog'));
const ForgotPasswordPopup = lazyPart(() => import('./forgot-password-popup'));
// Loaded only when a login has a task to go on to.
const ContinueAfterLogin = lazyPart(() => import('./continue-after-login'));

/** The identity popups: opened by name, or by the session (forced password change, logout confirmation). */
export function AuthPopups() {
  const popups = usePopups();
  const loggedIn = SessionContext.useSelector((s) => s.hasTag('member'));
  const mustChange = SessionContext.useSelector((s) => s.matches({ live: 'mustChangePassword' }));
  const confirmingLogout = SessionContext.useSelector((s) => s.matches({ live: 'confirmingLogout' }));
  const due = useDueAfterLogin();
  // Logging in closes the visitor popups: the overlay machine hears it from the session.
  return (
    <>
      {mustChange ? (
        <LazyBoundary floating>
          <ChangePasswordPopup />
        </LazyBoundary>
      ) : (
        popups.open === 'login' &&
        !loggedIn && (
          <LazyBoundary floating onDismiss={popups.close}>
            <LoginPopup />
          </LazyBoundary>
        )
      )}
      {!mustChange && !loggedIn && popups.open === 'register' && (
        <LazyBoundary floating onDismiss={popups.close}>
          <RegisterPopup />
        </LazyBoundary>
      )}
      {!mustChange && !loggedIn && popups.open === 'forgotPassword' && (
        <LazyBoundary floating onDismiss={popups.close}>
          <ForgotPasswordPopup />
        </LazyBoundary>
      )}
      {confirmingLogout && (
        <LazyBoundary floating>
          <LogoutConfirm />
        </LazyBoundary>
      )}
      {due && !mustChange && (
        <LazyBoundary floating>
          <ContinueAfterLogin />
        </LazyBoundary>
      )}
      {popups.open === 'trialWarning' && (
        <LazyBoundary floating onDismiss={popups.close}>
          <TrialDialog />
        </LazyBoundary>
      )}
    </>
  );
}

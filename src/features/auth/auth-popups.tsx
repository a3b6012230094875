import { lazy, Suspense, useEffect } from 'react';
import { usePopups } from '../../app/popups';
import { SessionContext } from '../../app/providers/session';

// Each popup is its own chunk: the home route pays for none of them until one opens.
const LoginPopup = lazy(() => import('./login-popup'));
const ChangePasswordPopup = lazy(() => import('./change-password-popup'));
const LogoutConfirm = lazy(() => import('./logout-confirm'));
const TrialDialog = lazy(() => import('./trial-dialog'));
const RegisterPopup = lazy(() => import('./register-popup'));
const ForgotPasswordPopup = lazy(() => import('./forgot-password-popup'));

/** The identity popups: opened by name, or by the session (forced password change, logout confirmation). */
export function AuthPopups() {
  const popups = usePopups();
  const loggedIn = SessionContext.useSelector((s) => s.hasTag('member'));
  const mustChange = SessionContext.useSelector((s) => s.matches('mustChangePassword'));
  const confirmingLogout = SessionContext.useSelector((s) => s.matches('confirmingLogout'));
  const visitorPopupOpen =
    popups.open === 'login' || popups.open === 'register' || popups.open === 'forgotPassword';
  // Logging in closes the visitor popups (the session, not the popup, decides when that happens).
  useEffect(() => {
    if (loggedIn && visitorPopupOpen) popups.close();
  }, [loggedIn, visitorPopupOpen, popups]);
  return (
    <Suspense fallback={null}>
      {mustChange ? <ChangePasswordPopup /> : popups.open === 'login' && !loggedIn && <LoginPopup />}
      {!mustChange && !loggedIn && popups.open === 'register' && <RegisterPopup />}
      {!mustChange && !loggedIn && popups.open === 'forgotPassword' && <ForgotPasswordPopup />}
      {confirmingLogout && <LogoutConfirm />}
      {popups.open === 'trialWarning' && <TrialDialog />}
    </Suspense>
  );
}

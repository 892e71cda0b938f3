import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectTargetOf } from './redirect-target';
import { useSession } from './session-context';

/**
 * Sign-in and sign-up: a signed-in visitor goes on to the app. This is also how a successful
 * sign-in navigates — the session turns authenticated and this guard sends the user on.
 */
export function PublicOnly() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'authenticated' && user) {
    return <Navigate to={redirectTargetOf(location.state, user)} replace />;
  }
  return <Outlet />;
}

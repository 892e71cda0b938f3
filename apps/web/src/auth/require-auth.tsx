import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './session-context';

/** Signed-in routes. The original location travels to /login as `state.from` (spec 1 §4). */
export function RequireAuth() {
  const { status, endedBy } = useSession();
  const location = useLocation();
  if (status === 'authenticated') return <Outlet />;
  // After an explicit logout there is no page to come back to; after an expiry there is.
  const state = endedBy === 'logout' ? undefined : { from: location };
  return <Navigate to="/login" replace state={state} />;
}

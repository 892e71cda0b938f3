import { isOperatorRole } from '@pos/contracts/permissions';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { landingPathOf } from './redirect-target';
import { useCurrentUser } from './session-context';

/** The platform area: anyone but an operator is sent to where they start (spec 1 §4). */
export function RequireBusinessAdmin({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!isOperatorRole(user.role)) return <Navigate to={landingPathOf(user)} replace />;
  return children;
}

import { isOperatorRole } from '@pos/contracts/permissions';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from './session-context';

/** The platform area: anyone but an operator is sent to their dashboard (spec 1 §4). */
export function RequireBusinessAdmin({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!isOperatorRole(user.role)) return <Navigate to="/dashboard" replace />;
  return children;
}

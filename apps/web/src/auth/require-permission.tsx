import { type Access, canAccess, requiredPermissionOf } from '@pos/contracts/permissions';
import type { ReactNode } from 'react';
import { AccessDenied } from './access-denied';
import { useCurrentUser } from './session-context';

/** A screen the user may lack the permission for: Access Denied in place, no redirect. */
export function RequirePermission({ access, children }: { access: Access; children: ReactNode }) {
  const user = useCurrentUser();
  if (canAccess(user, access)) return children;
  return <AccessDenied permission={requiredPermissionOf(access)} />;
}

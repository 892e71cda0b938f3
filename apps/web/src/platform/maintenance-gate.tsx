import { isOperatorRole } from '@pos/contracts/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useCurrentUser, useSession } from '../auth/session-context';
import { MaintenancePage } from './maintenance-page';
import { useMaintenanceMessage } from './use-maintenance-message';

/**
 * DESIGN §9: while the platform is in maintenance, organization users get the maintenance page
 * instead of the app (the API refuses their calls anyway); platform operators keep working.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const { message, recheck, checking } = useMaintenanceMessage(isOperatorRole(user.role));
  const [stillOnAt, setStillOnAt] = useState<Date | null>(null);

  // Screens that failed during maintenance hold 503 errors: have them load again on return.
  const wasDown = useRef(false);
  useEffect(() => {
    if (message) wasDown.current = true;
    else if (wasDown.current) {
      wasDown.current = false;
      setStillOnAt(null);
      void queryClient.invalidateQueries();
    }
  }, [message, queryClient]);

  if (!message) return children;
  return (
    <MaintenancePage
      message={message}
      checking={checking}
      stillOnAt={stillOnAt}
      onRetry={() => {
        void recheck().then((answer) => {
          if (answer.data?.maintenanceMode) setStillOnAt(new Date());
        });
      }}
      onSignOut={() => signOut('logout')}
    />
  );
}

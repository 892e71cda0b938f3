import { useMaintenanceReport } from './maintenance-report';
import { maintenanceMessageFor } from './maintenance-state';
import { usePlatformInfo } from './platform-info';

/** The maintenance message for this user (null: no maintenance for them), and a re-check. */
export function useMaintenanceMessage(isOperator: boolean) {
  const info = usePlatformInfo();
  const report = useMaintenanceReport();
  const message = maintenanceMessageFor({
    isOperator,
    info: info.isPlaceholderData ? undefined : info.data,
    infoAt: info.dataUpdatedAt,
    report,
  });
  return { message, recheck: info.refetch, checking: info.isFetching };
}

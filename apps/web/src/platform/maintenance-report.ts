import { useSyncExternalStore } from 'react';

/** The last call the API refused for maintenance: its message and when it answered. */
export interface MaintenanceReport {
  message: string;
  at: number;
}

// Outside React: the API client reports here (main.tsx wires it), screens subscribe.
let report: MaintenanceReport | null = null;
const listeners = new Set<() => void>();

export function reportMaintenance(message: string, at = Date.now()) {
  report = { message, at };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useMaintenanceReport = () => useSyncExternalStore(subscribe, () => report);

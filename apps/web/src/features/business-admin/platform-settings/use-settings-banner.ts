import { useEffect, useState } from 'react';

export type SettingsBanner = { kind: 'success' | 'error'; text: string } | null;

/** Spec 2 §4 and §9: success messages clear after 3 seconds; errors stay until closed. */
export const SUCCESS_MS = 3000;

/** The dismissible message on top of the form. */
export function useSettingsBanner() {
  const [banner, setBanner] = useState<SettingsBanner>(null);
  useEffect(() => {
    if (banner?.kind !== 'success') return;
    const timer = window.setTimeout(() => setBanner(null), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);
  return [banner, setBanner] as const;
}

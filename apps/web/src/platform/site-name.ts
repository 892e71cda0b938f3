import { DEFAULT_SITE_NAME } from '@pos/contracts/platform-constants';
import { usePlatformInfo } from './platform-info';

/** The name the platform goes by (Platform Settings → Site Name), else the product's. */
export function useSiteName(): string {
  const { data } = usePlatformInfo();
  return data?.siteName.trim() || DEFAULT_SITE_NAME;
}

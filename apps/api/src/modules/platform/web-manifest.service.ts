import { DEFAULT_SITE_NAME } from '@pos/contracts/platform-constants';
import {
  APP_BACKGROUND_COLOR,
  APP_ICONS,
  APP_START_URL,
  APP_THEME_COLOR,
  shortNameOf,
  type TWebManifest,
} from '@pos/contracts/web-manifest';
import type { Db } from '../../db/client.js';
import { getPlatformSettings } from './platform-settings.service.js';

/**
 * The installed app's manifest (ARCHITECTURE, "The web app's shell"): named as the platform is
 * named (Platform Settings → Site Name), so it is made per request rather than built into the
 * web app.
 */
export async function webManifest(db: Db): Promise<TWebManifest> {
  const { siteName } = await getPlatformSettings(db);
  const name = siteName.trim() || DEFAULT_SITE_NAME;
  return {
    // The app's identity, apart from where it opens: a later start_url keeps the installs.
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: `${name}: the register and back office of your stores.`,
    lang: 'en',
    start_url: APP_START_URL,
    scope: '/',
    display: 'standalone',
    theme_color: APP_THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    icons: APP_ICONS,
  };
}

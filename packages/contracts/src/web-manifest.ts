import { z } from 'zod';

/**
 * The installable app (ARCHITECTURE, "The web app's shell"): the web manifest the API serves
 * from the platform's settings (`GET /manifest.webmanifest`), and the colours the web app's theme
 * and index.html use.
 */

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * Indigo 6 of the Mantine theme (`primaryColor: 'indigo'`), the icon's own blue: the title bar
 * of the installed app and the `theme-color` of index.html (apps/web/src/theme-colors.test.ts
 * checks all three agree).
 */
export const APP_THEME_COLOR = '#4c6ef5';

/** The splash screen behind the icon while the app starts: the page's own white. */
export const APP_BACKGROUND_COLOR = '#ffffff';

/** What a shop installs is the register: the installed app opens on it. */
export const APP_START_URL = '/pos';

/**
 * Chrome shows at most about 12 characters under a home-screen icon and cuts the rest; a
 * longer site name is cut at a word instead, and only when one word is longer still, inside it.
 */
export const SHORT_NAME_MAX = 12;

export function shortNameOf(siteName: string): string {
  const name = siteName.trim();
  if (name.length <= SHORT_NAME_MAX) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    short = next;
  }
  return short || name.slice(0, SHORT_NAME_MAX);
}

export const ZWebManifestIcon = z.strictObject({
  src: z.string(),
  sizes: z.string(),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
});

export const ZWebManifest = z.strictObject({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(ZWebManifestIcon),
});
export type TWebManifest = z.infer<typeof ZWebManifest>;

/** The icons apps/web/build/icons.mjs renders from favicon.svg into the web app's root. */
export const APP_ICONS: TWebManifest['icons'] = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

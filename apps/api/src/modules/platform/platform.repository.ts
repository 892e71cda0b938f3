import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { platformSettings } from './platform.tables.js';

export async function readPlatformSettings(ex: Executor) {
  const [row] = await ex.select().from(platformSettings).where(eq(platformSettings.id, 1));
  return row?.settings ?? null;
}

export async function writePlatformSettings(ex: Executor, settings: Record<string, unknown>) {
  await ex
    .insert(platformSettings)
    .values({ id: 1, settings })
    .onConflictDoUpdate({ target: platformSettings.id, set: { settings, updatedAt: new Date() } });
}

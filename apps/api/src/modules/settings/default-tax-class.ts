import { randomUUID } from 'node:crypto';
import type { TTax } from '@pos/contracts/settings';
import { DEFAULT_TAX_CLASS_NAME, type ZClassTaxes } from '@pos/contracts/tax-classes';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import * as repo from './tax-classes.repository.js';

/**
 * The default tax class, the home of general settings' `taxes` (docs/DESIGN.md, "Money"): what a
 * product that names no class is taxed by. Apart from the tax classes' screen so that general
 * settings and the classes both build on it.
 */

/** A class's taxes as stored: each with an id (general settings answer them with one). */
export const withIds = (taxes: z.output<typeof ZClassTaxes>): TTax[] =>
  taxes.map((t) => ({ id: t.id ?? randomUUID(), name: t.name, rate: t.rate }));

/** A new organization's default class: "Standard", with the taxes it starts with (none). */
export const createDefaultTaxClass = (ex: Executor, organizationId: string, taxes: TTax[] = []) =>
  repo.insertTaxClass(ex, organizationId, { name: DEFAULT_TAX_CLASS_NAME, taxes, isDefault: true });

/** Every class, the default first: what the register taxes each line by (general settings). */
export async function taxClassesOf(ex: Executor, organizationId: string) {
  const rows = await repo.allTaxClasses(ex, organizationId);
  return rows.map((r) => ({ _id: r.id, name: r.name, taxes: r.taxes, isDefault: r.isDefault }));
}

/** The default class's taxes (none before the organization has one). */
export async function defaultTaxesOf(ex: Executor, organizationId: string): Promise<TTax[]> {
  return (await repo.findDefaultTaxClass(ex, organizationId))?.taxes ?? [];
}

/** Replaces the default class's taxes (general settings' `taxes`), making the class if none. */
export async function saveDefaultTaxes(ex: Executor, organizationId: string, taxes: TTax[]) {
  const current = await repo.findDefaultTaxClass(ex, organizationId);
  if (!current) return void (await createDefaultTaxClass(ex, organizationId, taxes));
  await repo.updateTaxClass(ex, organizationId, current.id, { taxes });
}

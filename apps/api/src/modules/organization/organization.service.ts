import { randomBytes } from 'node:crypto';
import {
  ORGANIZATION_DELETION_MESSAGES as D,
  ORGANIZATION_STATUS_MESSAGES as M,
} from '@pos/contracts/business-admin';
import type { Executor } from '../../db/client.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import type { AppDeps } from '../../plugins/types.js';
import * as repo from './organization.repository.js';

/** A short code from the name plus random letters, so two shops of the same name never clash. */
function organizationCode(name: string) {
  const stem = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 6);
  return `${stem || 'ORG'}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** A customer organization's row, with a code made from its name (its content: provisioning). */
export const insertTenantOrganization = (ex: Executor, input: { name: string; email?: string }) =>
  repo.insertOrganization(ex, {
    name: input.name,
    code: organizationCode(input.name),
    kind: 'tenant',
    email: input.email ?? null,
  });

/** The platform organization of the operators: the one there is, else a new one. */
export const findOrCreatePlatformOrganization = async (ex: Executor) =>
  (await repo.findPlatformOrganization(ex)) ??
  (await repo.insertOrganization(ex, { name: 'Platform', code: 'PLATFORM', kind: 'platform' }));

export const findOrganization = (ex: Executor, id: string) => repo.findOrganization(ex, id);

/**
 * Disables (`active` false) or enables a customer organization, inside the caller's transaction
 * (an operator's, who audits it there). A disabled organization's users are refused at once:
 * the caller behind every token is read with its organization (users.service `loadCaller`).
 * The platform organization is never disabled: the operators would lock themselves out.
 */
export async function changeOrganizationStatus(
  tx: Executor,
  id: string,
  active: boolean,
  reason: string,
) {
  const row = await repo.lockOrganization(tx, id);
  if (!row) throw notFound('Organization not found');
  if (row.kind === 'platform') throw conflict(M.platformKept);
  if (row.isActive === active) throw conflict(active ? M.alreadyActive : M.alreadyDisabled);
  await repo.setOrganizationStatus(tx, id, {
    isActive: active,
    disabledReason: active ? null : reason,
    disabledAt: active ? null : new Date(),
  });
}

/**
 * Deletes a disabled customer organization and every row of it, once its name is typed again;
 * answers what it held, by table. The caller removes its files after the commit.
 */
export async function eraseOrganization(tx: Executor, id: string, typedName: string) {
  const row = await repo.lockOrganization(tx, id);
  if (!row) throw notFound('Organization not found');
  if (row.kind === 'platform') throw conflict(D.platformKept);
  if (row.isActive) throw conflict(D.stillActive);
  if (typedName.trim() !== row.name.trim())
    throw validationError(D.nameMismatch, { name: D.nameMismatch });
  return { name: row.name, rows: await repo.deleteOrganization(tx, id) };
}

/**
 * Who a printed document (an invoice, a purchase order) is from: the organization's name,
 * address, phone and e-mail, and its logo's bytes. Only the organization's own uploaded file is
 * read; a logo elsewhere, or one that cannot be read, is left out.
 */
export async function letterheadOf(deps: AppDeps, organizationId: string) {
  const organization = await repo.findOrganization(deps.db, organizationId);
  const logoUrl = organization?.logo;
  const logo =
    logoUrl && deps.files.owns(organizationId, logoUrl)
      ? await deps.files.read(organizationId, logoUrl).catch(() => null)
      : null;
  return {
    name: organization?.name ?? '',
    address: organization?.address,
    phone: organization?.phone,
    email: organization?.email,
    logo,
  };
}

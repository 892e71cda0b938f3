import {
  ORGANIZATION_MESSAGES as M,
  type TOrganization,
  type TOrganizationBody,
} from '@pos/contracts/organization';
import { conflict, isUniqueViolation, notFound, taken } from '../../lib/errors.js';
import { resolveImageField } from '../../lib/image-input.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { diffOf, recordUpdate } from '../audit/audit.service.js';
import * as repo from './organization.repository.js';

type OrganizationRow = NonNullable<Awaited<ReturnType<typeof repo.findOrganization>>>;

const toOrganization = (o: OrganizationRow): TOrganization => ({
  _id: o.id,
  name: o.name,
  code: o.code,
  address: o.address,
  email: o.email,
  phone: o.phone,
  logo: o.logo,
  isActive: o.isActive,
});

/** The profile's fields the audit log follows (the logo: its URL). */
const AUDITED = ['name', 'code', 'address', 'email', 'phone', 'logo'] as const;

const LOGO_RULES = {
  accept: ['png', 'jpg', 'gif', 'svg'],
  typeMessage: M.logoType,
  sizeMessage: M.logoSize,
  maxBytes: 2 * 1024 * 1024,
} as const;

/** The caller's own organization: the only one a member can see (spec 2 "Organization Profile"). */
export async function getOrganizationProfile(deps: AppDeps, caller: Caller) {
  const org = await repo.findOrganization(deps.db, caller.organizationId);
  if (!org) throw notFound('Organization not found');
  return toOrganization(org);
}

/**
 * POST organization: every member already belongs to the organization created at sign-up, so
 * there is never a second one to create; the form saves with PUT.
 */
export async function createOrganizationProfile(deps: AppDeps, caller: Caller) {
  await getOrganizationProfile(deps, caller);
  throw conflict(M.exists);
}

/** Saves the profile; the logo arrives as inline data (a new file), its URL (kept) or null. */
export async function updateOrganizationProfile(
  deps: AppDeps,
  caller: Caller,
  body: TOrganizationBody,
) {
  // The file is written before the row; a failed update leaves an unreferenced file, never a
  // row pointing at a missing one.
  const logo = await resolveImageField(deps.files, caller.organizationId, body.logo, LOGO_RULES);
  const org = caller.organizationId;
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await repo.findOrganization(tx, org);
      const row = await repo.updateOrganization(tx, org, {
        name: body.name,
        code: body.code,
        address: body.address || null,
        email: body.email || null,
        phone: body.phone || null,
        ...(logo !== undefined && { logo }),
      });
      if (!before || !row) throw notFound('Organization not found');
      const after = toOrganization(row);
      const changes = diffOf(toOrganization(before), after, AUDITED);
      await recordUpdate(
        tx,
        caller,
        { entityType: 'OrganizationSettings', entityId: org },
        changes,
      );
      return after;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken('ORGANIZATION_CODE_TAKEN', 'code', M.codeTaken);
    throw err;
  }
}

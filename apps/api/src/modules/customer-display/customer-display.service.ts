import { randomInt } from 'node:crypto';
import {
  DISPLAY_SESSION_HOURS,
  displayPath,
  IDLE_DISPLAY,
  DISPLAY_MESSAGES as M,
  normalizePairingCode,
  PAIRING_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_MINUTES,
  type TDisplay,
  type TDisplayPairing,
  type TDisplayStateBody,
  type TDisplayView,
  ZDisplayState,
} from '@pos/contracts/customer-display';
import { uuidv7 } from 'uuidv7';
import { conflict, notFound, unauthorized } from '../../lib/errors.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { recordAudit } from '../audit/audit.service.js';
import { beginPairingAttempt } from '../auth/auth.service.js';
import { findOrganization } from '../organization/organization.service.js';
import { generalSettingsOf } from '../settings/settings.service.js';
import * as repo from './customer-display.repository.js';
import type { DisplaySubscriber } from './display-hub.js';

const MINUTE = 60_000;
/** Displays one register may have in use at once (a pole, a tablet, a spare…). */
const DISPLAYS_PER_DEVICE = 5;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toDisplay(row: repo.DisplayRow): TDisplay {
  const paired = row.paired_at !== null;
  return {
    _id: row.id,
    deviceId: row.device_id,
    status: paired ? 'paired' : 'waiting',
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    expiresAt: new Date((paired ? row.expires_at : row.code_expires_at) ?? 0).toISOString(),
    pairedAt: iso(row.paired_at),
  };
}

/** Eight characters of the alphabet, each drawn uniformly. */
const newPairingCode = () =>
  Array.from(
    { length: PAIRING_CODE_LENGTH },
    () => PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)],
  ).join('');

/**
 * A pairing code for a display of this register (the caller's device): shown once as a QR code,
 * claimable for 10 minutes by one display. A device keeps at most `DISPLAYS_PER_DEVICE` in use.
 */
export async function pairDisplay(
  deps: AppDeps,
  caller: Caller,
  deviceId: string,
): Promise<{ data: TDisplayPairing; message: string }> {
  const now = new Date();
  const code = newPairingCode();
  const row = await deps.db.transaction(async (tx) => {
    const inUse = await repo.listDisplays(tx, caller.organizationId, deviceId, now);
    if (inUse.length >= DISPLAYS_PER_DEVICE) {
      throw conflict(
        `This register already has ${DISPLAYS_PER_DEVICE} displays: disconnect one first.`,
      );
    }
    const made = await repo.insertDisplay(tx, caller.organizationId, {
      id: uuidv7(),
      deviceId,
      createdBy: caller.userId,
      codeHash: hashToken(code),
      codeExpiresAt: new Date(now.getTime() + PAIRING_MINUTES * MINUTE),
    });
    await recordAudit(tx, caller, {
      entityType: 'CustomerDisplay',
      entityId: made.id,
      action: 'create',
      changes: { deviceId: { before: null, after: deviceId } },
    });
    return made;
  });
  const url = new URL(displayPath(code), deps.config.appUrl).toString();
  return { data: { ...toDisplay(row), pairingCode: code, url }, message: M.paired };
}

export async function listDisplays(deps: AppDeps, caller: Caller, deviceId: string) {
  const rows = await repo.listDisplays(deps.db, caller.organizationId, deviceId, new Date());
  return { data: rows.map(toDisplay) };
}

/** Disconnects a display: its stream ends on every instance, its token is refused from now on. */
export async function revokeDisplay(deps: AppDeps, caller: Caller, id: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.revokeDisplay(tx, caller.organizationId, id, new Date()))) {
      throw conflict('This display is already disconnected.');
    }
    await recordAudit(tx, caller, {
      entityType: 'CustomerDisplay',
      entityId: id,
      action: 'revoke',
    });
  });
  return { message: 'Display disconnected.' };
}

/**
 * The register's cart for its displays; written only while the device has one in use. Answers
 * whether one does, so a register whose displays are gone stops sending.
 */
export async function saveDisplayState(deps: AppDeps, caller: Caller, body: TDisplayStateBody) {
  const shown = await deps.db.transaction((tx) =>
    repo.saveDisplayState(tx, caller.organizationId, body.deviceId, body.state, new Date()),
  );
  return { data: { shown } };
}

/**
 * Who a display shows: the organization's name, its own uploaded logo, its currency. A disabled
 * organization shows nothing (as if the display were disconnected).
 */
async function shopOf(deps: AppDeps, organizationId: string): Promise<TDisplayView['shop']> {
  const organization = await findOrganization(deps.db, organizationId);
  if (!organization?.isActive) throw unauthorized(M.unpaired, 'DISPLAY_UNPAIRED');
  const settings = await generalSettingsOf(deps.db, organizationId);
  const logo =
    organization.logo && deps.files.owns(organizationId, organization.logo)
      ? organization.logo
      : null;
  return { name: organization.name, logo, currencySymbol: settings.currencySymbol };
}

/** A stored cart as a display shows it; one the contract no longer reads is nothing rung up. */
const stateOf = (stored: unknown) => {
  const parsed = ZDisplayState.safeParse(stored);
  return parsed.success ? parsed.data : IDLE_DISPLAY;
};

/**
 * A display opens its code's page: the code, claimed once within its minutes, becomes the
 * display's token (answered once, stored hashed). Unknown codes count as failed sign-ins from
 * the address.
 */
export async function claimDisplay(deps: AppDeps, ip: string, pairingCode: string) {
  const attempt = await beginPairingAttempt(deps.db, ip);
  const { token, hash } = newSecretToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + DISPLAY_SESSION_HOURS * 60 * MINUTE);
  const claimed = await deps.db.transaction(async (tx) => {
    const row = await repo.claimDisplay(tx, {
      codeHash: hashToken(normalizePairingCode(pairingCode)),
      tokenHash: hash,
      now,
      expiresAt,
    });
    if (row) {
      await recordAudit(
        tx,
        { organizationId: row.organization_id, userId: null, ip },
        { entityType: 'CustomerDisplay', entityId: row.id, action: 'pair' },
      );
    }
    return row;
  });
  if (!claimed) throw notFound(M.codeInvalid, 'PAIRING_CODE_INVALID');
  await attempt.found();
  const view = await viewOf(deps, claimed.organization_id, claimed.device_id);
  return { data: { token, expiresAt: expiresAt.toISOString(), view } };
}

/** The paired display a token names, or 401 `DISPLAY_UNPAIRED`. */
async function displayOf(deps: AppDeps, token: string) {
  const row = await repo.displayByToken(deps.db, hashToken(token), new Date());
  if (!row) throw unauthorized(M.unpaired, 'DISPLAY_UNPAIRED');
  return row;
}

async function viewOf(deps: AppDeps, organizationId: string, deviceId: string) {
  const shop = await shopOf(deps, organizationId);
  const read = await repo.deviceState(deps.db, organizationId, deviceId, new Date());
  return { shop, state: stateOf(read.state) };
}

/** What the token's display shows now. */
export async function currentView(deps: AppDeps, token: string) {
  const display = await displayOf(deps, token);
  return { data: await viewOf(deps, display.organization_id, display.device_id) };
}

/**
 * A display's live stream, checked as `currentView` is (401 before anything is sent); the
 * answer starts it: `send` gets the view at once and at every change of the register's cart,
 * `end` when the display is disconnected or the instance stops. Starting answers the stop.
 */
export async function openDisplayStream(deps: AppDeps, token: string) {
  const display = await displayOf(deps, token);
  const shop = await shopOf(deps, display.organization_id);
  return (stream: { send: (view: TDisplayView) => void; end: DisplaySubscriber['end'] }) =>
    deps.displays.subscribe({
      organizationId: display.organization_id,
      deviceId: display.device_id,
      displayId: display.id,
      expiresAt: new Date(display.expires_at),
      send: (state) => stream.send({ shop, state: stateOf(state) }),
      end: stream.end,
    });
}

/** How long an ended display's row is kept (the audit log keeps its story). */
const ENDED_KEPT_DAYS = 1;

/**
 * Once a day: the rows of displays ended more than a day ago go, and the carts of registers left
 * without a display with them. Running it twice removes nothing more.
 */
export const removeEndedDisplays = (deps: AppDeps, now: Date) =>
  deps.db.transaction(async (tx) => {
    await repo.deleteEndedDisplays(
      tx,
      new Date(now.getTime() - ENDED_KEPT_DAYS * 24 * 60 * MINUTE),
    );
    await repo.deleteOrphanStates(tx);
  });

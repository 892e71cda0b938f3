import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../test/test-app.js';

/**
 * Each audited action writes exactly one event with the right diff (DESIGN §13): users,
 * roles, permissions, the general settings, the organization profile, sign-ins.
 */
const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;
interface Event {
  action: string;
  entityType: string;
  entityId: string | null;
  userId: string | null;
  ip: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

const eventsOf = async (s: Session, query: string) =>
  ((await t.as(s).get(`audit-events?${query}`)).json() as { data: Event[] }).data;

async function idsOf(s: Session, what: 'roles' | 'permissions') {
  const res = await t.as(s).get(`${what}?limit=100`);
  return Object.fromEntries(
    res.json().data.map((r: { name: string; _id: string }) => [r.name, r._id]),
  ) as Record<string, string>;
}

describe('audited actions', () => {
  it('users: create, update (role, permissions, password) and delete, one event each', async () => {
    const owner = await signUp(t);
    const roles = await idsOf(owner, 'roles');
    const perms = await idsOf(owner, 'permissions');
    const created = await t.as(owner).post('users', {
      name: 'Pat Picker',
      username: `pat.${Date.now()}`,
      email: `pat${Date.now()}@shop.test`,
      password: 'picking all day',
      role: roles.cashier,
      permissions: [perms.manage_inventory],
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json().data;
    const [made] = await eventsOf(owner, `entityId=${user._id}&action=create`);
    expect(made).toMatchObject({
      entityType: 'User',
      changes: {
        name: { before: null, after: 'Pat Picker' },
        role: { before: null, after: 'cashier' },
        permissions: { before: null, after: ['manage_inventory'] },
      },
    });
    expect(JSON.stringify(made)).not.toContain('picking all day');

    const updated = await t.as(owner).put(`users/${user._id}`, {
      name: 'Pat Picker',
      username: user.username,
      email: user.email,
      password: 'a brand new password',
      role: roles.organization_manager,
      permissions: [perms.view_inventory_history],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const updates = await eventsOf(owner, `entityId=${user._id}&action=update`);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.changes).toEqual({
      role: { before: 'cashier', after: 'organization_manager' },
      permissions: { before: ['manage_inventory'], after: ['view_inventory_history'] },
      password: { before: null, after: '(changed)' },
    });

    expect((await t.as(owner).delete(`users/${user._id}`)).statusCode).toBe(200);
    const deleted = await eventsOf(owner, `entityId=${user._id}&action=delete`);
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.changes.name).toEqual({ before: 'Pat Picker', after: null });
  });

  it('roles: granting and revoking permissions is one update event with both lists', async () => {
    const owner = await signUp(t);
    const perms = await idsOf(owner, 'permissions');
    const role = (
      await t.as(owner).post('roles', {
        name: 'Stock clerk',
        permissions: [perms.manage_inventory],
      })
    ).json().data;
    expect(await eventsOf(owner, `entityId=${role._id}&action=create`)).toHaveLength(1);
    const res = await t.as(owner).put(`roles/${role._id}`, {
      name: 'Stock clerk',
      permissions: [perms.view_inventory_history, perms.manage_purchasing],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updates = await eventsOf(owner, `entityId=${role._id}&action=update`);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.changes).toEqual({
      permissions: {
        before: ['manage_inventory'],
        after: ['manage_purchasing', 'view_inventory_history'],
      },
    });
    expect((await t.as(owner).delete(`roles/${role._id}`)).statusCode).toBe(200);
    expect(await eventsOf(owner, `entityId=${role._id}&action=delete`)).toHaveLength(1);
  });

  it('permissions: create, update, delete', async () => {
    const owner = await signUp(t);
    const made = await t
      .as(owner)
      .post('permissions', { permissionName: 'count_cash', description: 'Counts' });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data._id;
    await t
      .as(owner)
      .put(`permissions/${id}`, { permissionName: 'count_cash', description: 'Counts cash' });
    const [update] = await eventsOf(owner, `entityId=${id}&action=update`);
    expect(update?.changes).toEqual({ description: { before: 'Counts', after: 'Counts cash' } });
    await t.as(owner).delete(`permissions/${id}`);
    expect(await eventsOf(owner, `entityType=Permission&entityId=${id}`)).toHaveLength(3);
  });

  it('general settings and the organization profile: only the changed fields', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const settings = (await t.as(owner).get('settings/general')).json().data;
    await t.as(owner).put('settings/general', { ...settings, currencyCode: 'EUR' });
    await t.as(owner).put('settings/general', { ...settings, currencyCode: 'EUR' });
    const events = await eventsOf(owner, `entityType=GeneralSettings`);
    expect(events).toHaveLength(1);
    // The symbol follows the code, and the event says both changed.
    expect(events[0]).toMatchObject({
      entityId: org,
      changes: {
        currencyCode: { before: 'USD', after: 'EUR' },
        currencySymbol: { before: '$', after: '€' },
      },
    });

    const profile = (await t.as(owner).get('organization')).json().data;
    const res = await t.as(owner).put(`organization/${org}`, {
      name: profile.name,
      code: profile.code,
      email: profile.email,
      phone: '+1 555 0100',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [changed] = await eventsOf(owner, 'entityType=OrganizationSettings');
    expect(changed?.changes).toEqual({ phone: { before: null, after: '+1 555 0100' } });
  });

  it('sign-ins and failed sign-ins, with the address', async () => {
    const owner = await signUp(t);
    const bad = await t
      .as(null)
      .post(
        'auth/login',
        { username: owner.email, password: 'not the password' },
        { remoteAddress: '10.9.8.7' },
      );
    expect(bad.statusCode).toBe(401);
    const good = await t
      .as(null)
      .post(
        'auth/login',
        { username: owner.email, password: owner.password },
        { remoteAddress: '10.9.8.7' },
      );
    expect(good.statusCode).toBe(200);
    const failed = await eventsOf(owner, 'action=sign_in_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ userId: owner.user._id, ip: '10.9.8.7' });
    expect(await eventsOf(owner, 'action=sign_in&entityType=Session')).toHaveLength(1);
  });
});

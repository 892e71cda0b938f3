import { PERMISSIONS } from '@pos/contracts/permissions';
import { describe, expect, it } from 'vitest';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

async function ids(s: { token: string }, entity: 'roles' | 'permissions') {
  const res = await t.as(s).get(`${entity}?limit=100`);
  return Object.fromEntries(res.json().data.map((r: { name: string; _id: string }) => [r.name, r]));
}

describe('roles', () => {
  it('lists the built-in roles with counts and flags', async () => {
    const owner = await signUp(t);
    const res = await t.as(owner).get('roles?sort=name');
    expect(res.json().totalCount).toBe(4);
    const byName = await ids(owner, 'roles');
    expect(byName.Owner).toMatchObject({
      isOwner: true,
      isBuiltIn: true,
      permissionCount: PERMISSIONS.length,
      userCount: 1,
    });
    expect(byName.cashier).toMatchObject({
      isOwner: false,
      isBuiltIn: true,
      permissionCount: 2,
      userCount: 0,
    });
    expect(
      (await t.as(owner).get('roles?name=MANAGER'))
        .json()
        .data.map((r: { name: string }) => r.name),
    ).toEqual(['organization_manager']);
  });

  it('creates, edits and deletes a role; its permissions reach its users', async () => {
    const owner = await signUp(t);
    const perms = await ids(owner, 'permissions');
    const created = await t.as(owner).post('roles', {
      name: 'Stock clerk',
      description: 'Counts things',
      permissions: [perms.manage_inventory._id, perms.view_inventory_history._id],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Role created successfully!',
      data: {
        name: 'Stock clerk',
        description: 'Counts things',
        permissionCount: 2,
        isBuiltIn: false,
      },
    });
    const role = created.json().data;
    const clerk = await addMember(t, owner.user.organizationId, 'Stock clerk');
    expect(clerk.user.permissions.sort()).toEqual(['manage_inventory', 'view_inventory_history']);

    const edited = await t.as(owner).put(`roles/${role._id}`, {
      name: 'Stock keeper',
      description: null,
      permissions: [perms.manage_inventory._id],
    });
    expect(edited.json()).toMatchObject({
      message: 'Role updated successfully!',
      data: { name: 'Stock keeper', permissionCount: 1 },
    });
    expect((await t.as(clerk).get('profile')).json().user.permissions).toEqual([
      'manage_inventory',
    ]);

    const inUse = await t.as(owner).delete(`roles/${role._id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(
      'This role is still assigned to 1 user. Give them another role first.',
    );
    await t.as(owner).delete(`users/${clerk.user._id}`);
    const gone = await t.as(owner).delete(`roles/${role._id}`);
    expect(gone.json().message).toBe('Stock keeper deleted successfully!');
  });

  it('keeps the Owner role whole and built-in roles named', async () => {
    const owner = await signUp(t);
    const roles = await ids(owner, 'roles');
    const perms = await ids(owner, 'permissions');
    const strip = await t.as(owner).put(`roles/${roles.Owner._id}`, {
      name: 'Owner',
      permissions: [perms.manage_users._id],
    });
    expect(strip.statusCode).toBe(409);
    expect(strip.json().message).toBe('The Owner role always holds every permission.');
    expect((await t.as(owner).delete(`roles/${roles.Owner._id}`)).statusCode).toBe(409);
    expect((await t.as(owner).delete(`roles/${roles.cashier._id}`)).json().message).toBe(
      'Built-in roles cannot be deleted.',
    );
    const rename = await t.as(owner).put(`roles/${roles.cashier._id}`, {
      name: 'Till',
      permissions: roles.cashier.permissions,
    });
    expect(rename.json().message).toBe('Built-in roles cannot be renamed.');
    // Description and (for non-Owner built-ins) permissions can change.
    const desc = await t.as(owner).put(`roles/${roles.Owner._id}`, {
      name: 'Owner',
      description: 'The boss',
      permissions: roles.Owner.permissions,
    });
    expect(desc.json().data.description).toBe('The boss');
  });

  it('refuses reserved and duplicate names, unknown permissions, blank names', async () => {
    const owner = await signUp(t);
    for (const name of ['owner', 'super_admin', 'Business_Admin']) {
      const res = await t.as(owner).post('roles', { name, permissions: [] });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe('This role name is reserved. Choose another name.');
    }
    expect((await t.as(owner).post('roles', { name: 'Dup', permissions: [] })).statusCode).toBe(
      201,
    );
    const dup = await t.as(owner).post('roles', { name: 'DUP', permissions: [] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A role with this name already exists.');
    const unknown = await t.as(owner).post('roles', {
      name: 'Ghost',
      permissions: ['00000000-0000-7000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    const blank = await t.as(owner).post('roles', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual({ name: 'Role name is required.' });
    const other = await signUp(t);
    const foreign = await ids(other, 'permissions');
    const cross = await t.as(owner).post('roles', {
      name: 'Cross',
      permissions: [foreign.manage_users._id],
    });
    expect(cross.statusCode).toBe(404);
  });

  it('lets a role manager grant only what they hold', async () => {
    const owner = await signUp(t);
    const perms = await ids(owner, 'permissions');
    await t.as(owner).post('roles', {
      name: 'Role keeper',
      permissions: [perms.manage_roles._id],
    });
    const keeper = await addMember(t, owner.user.organizationId, 'Role keeper');
    const res = await t.as(keeper).post('roles', {
      name: 'Escalate',
      permissions: [perms.manage_settings._id],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().details.permission).toBe('manage_settings');
  });
});

describe('permissions', () => {
  it('lists the catalogue, creates, renames and deletes custom permissions', async () => {
    const owner = await signUp(t);
    const list = (await t.as(owner).get('permissions?name=inventory')).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual([
      'manage_inventory',
      'view_inventory_history',
    ]);
    expect(list.data.every((p: { isBuiltIn: boolean }) => p.isBuiltIn)).toBe(true);

    const created = await t.as(owner).post('permissions', {
      permissionName: 'export_ledger',
      description: 'Export the ledger',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Permission created successfully!',
      data: { name: 'export_ledger', isBuiltIn: false },
    });
    // The Owner holds every permission, new ones too.
    expect((await t.as(owner).get('profile')).json().user.permissions).toContain('export_ledger');
    const id = created.json().data._id;
    const renamed = await t.as(owner).put(`permissions/${id}`, {
      permissionName: 'export_full_ledger',
    });
    expect(renamed.json()).toMatchObject({
      message: 'Permission updated successfully!',
      data: { name: 'export_full_ledger' },
    });
    const dup = await t.as(owner).post('permissions', { permissionName: 'export_full_ledger' });
    expect(dup.statusCode).toBe(409);
    expect((await t.as(owner).delete(`permissions/${id}`)).json().message).toBe(
      'export_full_ledger deleted successfully!',
    );
    expect((await t.as(owner).get('permissions/count')).json().count).toBe(PERMISSIONS.length);
  });

  it('never renames or deletes a built-in permission', async () => {
    const owner = await signUp(t);
    const perms = await ids(owner, 'permissions');
    const rename = await t.as(owner).put(`permissions/${perms.manage_users._id}`, {
      permissionName: 'manage_people',
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toMatch(/Built-in permissions cannot be renamed or deleted/);
    expect((await t.as(owner).delete(`permissions/${perms.manage_users._id}`)).statusCode).toBe(
      409,
    );
    const describe = await t.as(owner).put(`permissions/${perms.manage_users._id}`, {
      permissionName: 'manage_users',
      description: 'People and their rights',
    });
    expect(describe.json().data.description).toBe('People and their rights');
  });

  it('validates the name', async () => {
    const owner = await signUp(t);
    const blank = await t.as(owner).post('permissions', { permissionName: '' });
    expect(blank.json().details).toEqual({ permissionName: 'Permission name is required.' });
    const bad = await t.as(owner).post('permissions', { permissionName: 'Drop Table' });
    expect(bad.statusCode).toBe(400);
    expect((await t.as(owner).post('permissions', { name: 'x' })).statusCode).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;

async function roleIds(s: Session) {
  const res = await t.as(s).get('roles?limit=100');
  return Object.fromEntries(
    res.json().data.map((r: { name: string; _id: string }) => [r.name, r._id]),
  );
}
async function permissionIds(s: Session) {
  const res = await t.as(s).get('permissions?limit=100');
  return Object.fromEntries(
    res.json().data.map((r: { name: string; _id: string }) => [r.name, r._id]),
  );
}

describe('users CRUD', () => {
  it('creates, reads, updates and deletes a user with role and own permissions', async () => {
    const owner = await signUp(t);
    const roles = await roleIds(owner);
    const perms = await permissionIds(owner);
    const created = await t.as(owner).post('users', {
      name: 'Pat Picker',
      username: 'pat.picker',
      email: 'pat@shop.test',
      password: 'picking all day',
      role: roles.cashier,
      permissions: [perms.manage_inventory],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('User created successfully!');
    const user = created.json().data;
    expect(user).toMatchObject({
      name: 'Pat Picker',
      username: 'pat.picker',
      email: 'pat@shop.test',
      role: 'cashier',
      userRole: roles.cashier,
      permissions: [perms.manage_inventory],
    });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');

    // The new user signs in, with the role's permissions plus their own.
    const login = await t
      .as(null)
      .post('auth/login', { username: 'pat.picker', password: 'picking all day' });
    expect(login.json().user.permissions.sort()).toEqual([
      'manage_customers',
      'manage_inventory',
      'manage_transactions',
    ]);

    expect((await t.as(owner).get(`users/${user._id}`)).json().data.username).toBe('pat.picker');

    // Blank password on edit: not sent, the old one stays.
    const updated = await t.as(owner).put(`users/${user._id}`, {
      name: 'Pat P.',
      username: 'pat.picker',
      email: 'pat@shop.test',
      role: roles.organization_manager,
      permissions: [],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'User updated successfully!',
      data: { name: 'Pat P.', role: 'organization_manager', permissions: [] },
    });
    const again = await t
      .as(null)
      .post('auth/login', { username: 'pat@shop.test', password: 'picking all day' });
    expect(again.statusCode).toBe(200);

    const deleted = await t.as(owner).delete(`users/${user._id}`);
    expect(deleted.json().message).toBe('Pat P. deleted successfully!');
    expect((await t.as(owner).get(`users/${user._id}`)).statusCode).toBe(404);
  });

  it('a new password set by an admin ends that user’s sessions', async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const roles = await roleIds(owner);
    const res = await t.as(owner).put(`users/${cashier.user._id}`, {
      name: 'Cash',
      username: `cash-${Date.now()}`,
      role: roles.cashier,
      permissions: [],
      password: 'a fresh new password',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.as(cashier).get('profile')).statusCode).toBe(401);
  });

  it('gives the spec’s messages for bad input and writes nothing', async () => {
    const owner = await signUp(t);
    const before = (await t.as(owner).get('users')).json().totalCount;
    const res = await t.as(owner).post('users', {
      name: '',
      username: '',
      email: 'x',
      role: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      name: 'Name is required.',
      username: 'Username is required.',
      email: 'Please enter a valid email address.',
      role: 'Role is required.',
      password: 'Password is required for new users.',
    });
    const unknown = await t.as(owner).post('users', {
      name: 'A',
      username: 'abc',
      password: 'long enough pass',
      role: '00000000-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Role not found');
    expect((await t.as(owner).get('users')).json().totalCount).toBe(before);
  });

  it('keeps usernames and e-mails unique across organizations (409)', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const roles = await roleIds(b);
    const base = {
      name: 'Dup',
      password: 'long enough pass',
      role: roles.cashier,
      permissions: [],
    };
    const byUsername = await t.as(b).post('users', {
      ...base,
      username: a.user.username.toUpperCase(),
    });
    expect(byUsername.statusCode).toBe(409);
    expect(byUsername.json().message).toBe('This username is already taken.');
    const byEmail = await t.as(b).post('users', {
      ...base,
      username: 'fresh-name',
      email: a.email,
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().message).toBe('An account with this email already exists.');
  });
});

describe('users rules', () => {
  it('refuses deleting yourself and the last Owner', async () => {
    const owner = await signUp(t);
    const self = await t.as(owner).delete(`users/${owner.user._id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete your own account.');
    const roles = await roleIds(owner);
    const demote = await t.as(owner).put(`users/${owner.user._id}`, {
      name: 'Owner',
      username: owner.user.username,
      email: owner.email,
      role: roles.organization_admin,
      permissions: [],
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('The organization must keep at least one Owner.');
  });

  it('lets a second Owner go, but never the last', async () => {
    const owner = await signUp(t);
    const roles = await roleIds(owner);
    const second = await t.as(owner).post('users', {
      name: 'Co Owner',
      username: `co-owner-${Date.now()}`,
      password: 'co owner password',
      role: roles.Owner,
      permissions: [],
    });
    expect(second.statusCode).toBe(201);
    expect((await t.as(owner).delete(`users/${second.json().data._id}`)).statusCode).toBe(200);
  });

  it('does not let anyone grant a permission they do not hold', async () => {
    const owner = await signUp(t);
    const roles = await roleIds(owner);
    const perms = await permissionIds(owner);
    // A user manager who holds only manage_users (plus the cashier's two).
    const manager = await addMember(t, owner.user.organizationId, 'cashier');
    await t.as(owner).put(`users/${manager.user._id}`, {
      name: 'User Manager',
      username: `um-${Date.now()}`,
      email: manager.email,
      role: roles.cashier,
      permissions: [perms.manage_users],
    });
    const relogin = await t
      .as(null)
      .post('auth/login', { username: manager.email, password: manager.password });
    const um = { token: relogin.json().token as string };
    const base = {
      name: 'X',
      username: `x-${Date.now()}`,
      password: 'long enough pass',
      permissions: [],
    };
    const ownPerm = await t.as(um).post('users', {
      ...base,
      role: roles.cashier,
      permissions: [perms.manage_settings],
    });
    expect(ownPerm.statusCode).toBe(403);
    expect(ownPerm.json().message).toMatch(
      /cannot grant permissions you do not hold yourself: manage_settings/,
    );
    const bigRole = await t.as(um).post('users', { ...base, role: roles.organization_admin });
    expect(bigRole.statusCode).toBe(403);
    const owners = await t.as(um).post('users', { ...base, role: roles.Owner });
    expect(owners.statusCode).toBe(403);
    // …and cannot take over an account that can do more than they can.
    const edit = await t.as(um).put(`users/${owner.user._id}`, {
      name: 'Hijack',
      username: owner.user.username,
      role: roles.Owner,
      permissions: [],
      password: 'i own you now 123',
    });
    expect(edit.statusCode).toBe(403);
    const ok = await t.as(um).post('users', {
      ...base,
      role: roles.cashier,
      permissions: [perms.manage_users],
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('users list', () => {
  it('pages, searches, filters by role and date, sorts', async () => {
    const owner = await signUp(t);
    const roles = await roleIds(owner);
    const tag = Date.now().toString(36);
    for (let i = 0; i < 12; i++) {
      const res = await t.as(owner).post('users', {
        name: `Member ${String(i).padStart(2, '0')} ${tag}`,
        username: `m${i}-${tag}`,
        email: `m${i}-${tag}@list.test`,
        password: 'member password 1',
        role: i % 3 === 0 ? roles.organization_manager : roles.cashier,
        permissions: [],
      });
      expect(res.statusCode).toBe(201);
    }
    const page1 = (await t.as(owner).get('users?limit=5&page=1&sort=name')).json();
    const page3 = (await t.as(owner).get('users?limit=5&page=3&sort=name')).json();
    expect(page1.totalCount).toBe(13);
    expect(page1.data).toHaveLength(5);
    expect(page3.data).toHaveLength(3);
    const names = page1.data.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort());
    expect((await t.as(owner).get('users?limit=5&page=9')).json()).toEqual({
      data: [],
      totalCount: 13,
    });

    const search = (await t.as(owner).get(`users?search=member 05 ${tag}`)).json();
    expect(search.data.map((u: { username: string }) => u.username)).toEqual([`m5-${tag}`]);
    expect((await t.as(owner).get(`users?search=m11-${tag}@LIST`)).json().totalCount).toBe(1);
    expect((await t.as(owner).get('users?search=%25')).json().totalCount).toBe(0);

    const managers = (await t.as(owner).get(`users?role=${roles.organization_manager}`)).json();
    expect(managers.totalCount).toBe(4);
    expect(managers.data.every((u: { role: string }) => u.role === 'organization_manager')).toBe(
      true,
    );
    expect((await t.as(owner).get('users?activeSince=2999-01-01')).json().totalCount).toBe(0);
    expect((await t.as(owner).get('users?activeSince=2000-01-01')).json().totalCount).toBe(13);
    const all = (await t.as(owner).get('users?noPagination=true&export=csv')).json();
    expect(all.data).toHaveLength(13);
  });

  it('answers bad list queries with 400', async () => {
    const owner = await signUp(t);
    for (const q of [
      'page=0',
      'page=abc',
      'limit=0',
      'limit=1001',
      'activeSince=yesterday',
      'role=42',
      'sort=password',
      'sort=na;me',
      'unknown=1',
    ]) {
      const res = await t.as(owner).get(`users?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBeTruthy();
    }
  });
});

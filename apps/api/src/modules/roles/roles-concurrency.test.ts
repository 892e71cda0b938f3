import { describe, expect, it } from 'vitest';
import { onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';

/**
 * Concurrent edits of roles (DESIGN §5: never a 500). PGlite has one connection (everything is
 * serial there), so this runs against PostgreSQL only.
 */
const t = usePostgresApp();

type Session = Awaited<ReturnType<typeof signUp>>;

async function permissionIds(s: Session, ...names: string[]) {
  const res = await t.as(s).get('permissions?limit=100');
  const byName = new Map(
    (res.json().data as { name: string; _id: string }[]).map((p) => [p.name, p._id]),
  );
  return names.map((n) => byName.get(n) as string);
}

async function createRole(s: Session, name: string, permissions: string[]) {
  const res = await t.as(s).post('roles', { name, permissions });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

const codes = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe.runIf(onPostgres)('concurrent role updates on PostgreSQL', () => {
  it('the same update sent many times at once: every one answers 200', async () => {
    const owner = await signUp(t);
    const perms = await permissionIds(owner, 'manage_inventory', 'view_inventory_history');
    const id = await createRole(owner, 'Stock clerk', perms);
    for (const name of ['Stock clerk', 'Stock keeper']) {
      const body = { name, description: 'Counts things', permissions: perms };
      const res = await Promise.all(
        Array.from({ length: 8 }, () => t.as(owner).put(`roles/${id}`, body)),
      );
      expect(
        codes(res),
        res.map((r) => r.body).find((b) => !b.includes('"data"')),
      ).toEqual(Array(8).fill(200));
      const role = (await t.as(owner).get(`roles/${id}`)).json().data;
      expect(role).toMatchObject({ name, permissionCount: 2 });
      expect([...role.permissions].sort()).toEqual([...perms].sort());
    }
  });

  it('two roles renamed to the same name at once: one 200, one 409', async () => {
    const owner = await signUp(t);
    const perms = await permissionIds(owner, 'manage_inventory');
    const a = await createRole(owner, 'Role A', perms);
    const b = await createRole(owner, 'Role B', perms);
    const res = await Promise.all(
      [a, b].map((id) => t.as(owner).put(`roles/${id}`, { name: 'Same name', permissions: perms })),
    );
    expect(codes(res)).toEqual([200, 409]);
    const refused = res.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'NAME_TAKEN',
      message: 'A role with this name already exists.',
    });
    const names = (await t.as(owner).get('roles?limit=100'))
      .json()
      .data.map((r: { name: string }) => r.name);
    expect(names.filter((n: string) => n === 'Same name')).toHaveLength(1);
    expect(names.filter((n: string) => n === 'Role A' || n === 'Role B')).toHaveLength(1);
  });

  it('a role deleted while a user is given it: one of the two wins, never a 500', async () => {
    const owner = await signUp(t);
    const perms = await permissionIds(owner, 'manage_inventory');
    for (let round = 0; round < 5; round++) {
      const role = await createRole(owner, `Fleeting ${round}`, perms);
      const made = await t.as(owner).post('users', {
        name: `Clerk ${round}`,
        username: `clerk-${round}-${Date.now()}`,
        role: (await t.as(owner).get('roles?limit=100'))
          .json()
          .data.find((r: { name: string }) => r.name === 'cashier')._id,
        password: 'clerk password 1',
      });
      expect(made.statusCode, made.body).toBe(201);
      const user = made.json().data;
      const [assign, remove] = await Promise.all([
        t.as(owner).put(`users/${user._id}`, {
          name: user.name,
          username: user.username,
          role,
        }),
        t.as(owner).delete(`roles/${role}`),
      ]);
      const pair = [assign.statusCode, remove.statusCode];
      expect([
        [200, 409],
        [404, 200],
        [400, 200],
      ]).toContainEqual(pair);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = { token: string };
async function addSupplier(s: Session, body: Record<string, unknown>) {
  const res = await t.as(s).post('suppliers', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; name: string; productCount: number };
}

describe('suppliers', () => {
  it('are made with their contact details, checked, renamed uniquely, and deleted', async () => {
    const owner = await signUp(t);
    const bad = await t.as(owner).post('suppliers', {
      name: ' ',
      email: 'nope',
      phone: 'call me',
      leadTimeDays: -2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      name: 'Supplier name is required.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      leadTimeDays: 'Lead time cannot be negative.',
    });
    const made = await t.as(owner).post('suppliers', {
      name: '  Nordic Wool Co  ',
      contactName: 'Ingrid Berg',
      email: 'orders@nordicwool.test',
      phone: '+47 22 00 00 00',
      address: 'Storgata 1\n0155 Oslo',
      leadTimeDays: 14,
      notes: 'Minimum order 20 units.',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      message: 'Supplier created successfully!',
      data: {
        name: 'Nordic Wool Co',
        contactName: 'Ingrid Berg',
        email: 'orders@nordicwool.test',
        leadTimeDays: 14,
        productCount: 0,
      },
    });
    const wool = made.json().data as { _id: string };
    // Unique per organization whatever the letter case; another organization may use the name.
    const twice = await t.as(owner).post('suppliers', { name: 'NORDIC WOOL CO' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'NAME_TAKEN',
      details: { name: 'A supplier with this name already exists.' },
    });
    await addSupplier(await signUp(t), { name: 'Nordic Wool Co' });
    const other = await addSupplier(owner, { name: 'Baltic Linen' });
    expect(
      (await t.as(owner).put(`suppliers/${other._id}`, { name: 'nordic wool co' })).statusCode,
    ).toBe(409);
    const edited = await t.as(owner).put(`suppliers/${wool._id}`, {
      name: 'Nordic Wool AS',
      leadTimeDays: null,
      email: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Nordic Wool AS',
      leadTimeDays: null,
      email: null,
      contactName: null,
    });
    // The product form's list (the spec's call) reads the same rows.
    const info = await t.as(owner).get('productAdditionalInfo/suppliers?sort=name');
    expect(info.json().data.map((s: { name: string }) => s.name)).toEqual([
      'Baltic Linen',
      'Nordic Wool AS',
    ]);
    const gone = await t.as(owner).delete(`suppliers/${other._id}`);
    expect(gone.statusCode).toBe(200);
    expect((await t.as(owner).get(`suppliers/${other._id}`)).statusCode).toBe(404);
  });

  it('one named by products is not deleted; the list counts them; CSV', async () => {
    const owner = await signUp(t);
    const s = await addSupplier(owner, { name: 'Acme Tea', leadTimeDays: 3, phone: '+1 555' });
    for (const sku of ['TEA-1', 'TEA-2']) {
      const res = await t
        .as(owner)
        .post('products', { name: `Tea ${sku}`, price: 4, stock: 0, sku, supplier: s._id });
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = await t.as(owner).get('suppliers?search=acme');
    expect(list.json()).toMatchObject({
      totalCount: 1,
      data: [{ name: 'Acme Tea', productCount: 2 }],
    });
    const refused = await t.as(owner).delete(`suppliers/${s._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      message:
        'This supplier is the supplier of 2 products: choose another supplier for them first.',
    });
    const csv = await t.as(owner).get('suppliers/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /filename="suppliers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"ID","Name","Contact Name","Email","Phone","Address","Lead Time (days)","Products","Notes","Created At"',
    );
    expect(lines[1]).toMatch(new RegExp(`^"${s._id}","Acme Tea","","","'\\+1 555","","3","2","",`));
  });

  it('need manage_purchasing, and another organization’s are not found', async () => {
    const owner = await signUp(t);
    const s = await addSupplier(owner, { name: 'Own supplier' });
    const manager = await addMember(t, owner.user.organizationId, 'organization_manager');
    expect((await t.as(manager).get('suppliers')).statusCode).toBe(200);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    expect((await t.as(cashier).get('suppliers')).statusCode).toBe(403);
    expect((await t.as(cashier).post('suppliers', { name: 'X' })).statusCode).toBe(403);
    const stranger = await signUp(t);
    expect((await t.as(stranger).get(`suppliers/${s._id}`)).statusCode).toBe(404);
    expect((await t.as(stranger).put(`suppliers/${s._id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await t.as(stranger).delete(`suppliers/${s._id}`)).statusCode).toBe(404);
  });
});

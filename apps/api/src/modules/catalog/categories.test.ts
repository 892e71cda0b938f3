import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (s: { token: string }, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: bearer(s.token),
    payload: payload as object,
  });

async function create(s: { token: string }, name: string, parentCategoryId?: string) {
  const res = await call(s, 'POST', '/categories', {
    name,
    parentCategoryId: parentCategoryId ?? null,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; name: string };
}

describe('categories', () => {
  it('creates a tree, lists parents by name, filters by parent', async () => {
    const owner = await signUp(t);
    const drinks = await create(owner, 'Drinks');
    const tea = await create(owner, 'Tea', drinks._id);
    await create(owner, 'Green tea', tea._id);
    const res = await call(owner, 'GET', '/categories?sort=name');
    expect(
      res
        .json()
        .data.map((c: { name: string; parentCategoryName: string | null }) => [
          c.name,
          c.parentCategoryName,
        ]),
    ).toEqual([
      ['Drinks', null],
      ['Green tea', 'Tea'],
      ['Tea', 'Drinks'],
    ]);
    expect(
      (await call(owner, 'GET', `/categories?parentCategoryId=${drinks._id}`)).json().data,
    ).toMatchObject([{ name: 'Tea', childCount: 1 }]);
    expect((await call(owner, 'GET', '/categories?parentCategoryId=none')).json().totalCount).toBe(
      1,
    );
    expect((await call(owner, 'GET', '/categories?name=TEA')).json().totalCount).toBe(2);
  });

  it('refuses a cycle at any depth, and being its own parent', async () => {
    const owner = await signUp(t);
    const a = await create(owner, 'A');
    const b = await create(owner, 'B', a._id);
    const c = await create(owner, 'C', b._id);
    const own = await call(owner, 'PUT', `/categories/${a._id}`, {
      name: 'A',
      parentCategoryId: a._id,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('A category cannot be its own parent category.');
    const deep = await call(owner, 'PUT', `/categories/${a._id}`, {
      name: 'A',
      parentCategoryId: c._id,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe(
      'A category cannot be placed under one of its own subcategories.',
    );
    // Moving a leaf elsewhere is fine.
    const move = await call(owner, 'PUT', `/categories/${c._id}`, {
      name: 'C',
      parentCategoryId: a._id,
    });
    expect(move.json()).toMatchObject({
      message: 'Category updated successfully!',
      data: { parentCategoryName: 'A' },
    });
  });

  it('validates names, keeps sibling names unique, refuses foreign parents', async () => {
    const owner = await signUp(t);
    const blank = await call(owner, 'POST', '/categories', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual({ name: 'Category Name is required.' });
    const root = await create(owner, 'Snacks');
    const dup = await call(owner, 'POST', '/categories', { name: 'snacks' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A category with this name already exists at this level.');
    await create(owner, 'Snacks', root._id); // same name, other level: fine
    const other = await signUp(t);
    const foreign = await create(other, 'Theirs');
    const res = await call(owner, 'POST', '/categories', {
      name: 'Mine',
      parentCategoryId: foreign._id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Parent category not found');
  });

  it('deletes leaves only', async () => {
    const owner = await signUp(t);
    const root = await create(owner, 'Root');
    const leaf = await create(owner, 'Leaf', root._id);
    const busy = await call(owner, 'DELETE', `/categories/${root._id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('This category has subcategories. Move or delete them first.');
    expect((await call(owner, 'DELETE', `/categories/${leaf._id}`)).json().message).toBe(
      'Leaf deleted successfully!',
    );
    expect((await call(owner, 'DELETE', `/categories/${root._id}`)).statusCode).toBe(200);
  });

  it('keeps a category that products use', async () => {
    const owner = await signUp(t);
    const tea = await create(owner, 'Tea');
    await call(owner, 'POST', '/products', {
      name: 'Green tea',
      price: 4.5,
      stock: 0,
      categoryId: tea._id,
    });
    const res = await call(owner, 'DELETE', `/categories/${tea._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This category is still in use. Move its products to another category first.',
    );
  });
});

describe('attributes and product-info lists', () => {
  it('manages attributes with unique names', async () => {
    const owner = await signUp(t);
    const size = await call(owner, 'POST', '/attributes', { name: 'Size' });
    expect(size.json()).toMatchObject({
      message: 'Attribute created successfully!',
      data: { name: 'Size' },
    });
    expect((await call(owner, 'POST', '/attributes', { name: 'SIZE' })).json().message).toBe(
      'An attribute with this name already exists.',
    );
    expect((await call(owner, 'POST', '/attributes', { name: '' })).json().details).toEqual({
      name: 'Attribute name is required.',
    });
    const id = size.json().data._id;
    expect(
      (await call(owner, 'PUT', `/attributes/${id}`, { name: 'Shoe size' })).json().data.name,
    ).toBe('Shoe size');
    await call(owner, 'POST', '/attributes', { name: 'Colour' });
    expect(
      (await call(owner, 'GET', '/attributes')).json().data.map((a: { name: string }) => a.name),
    ).toEqual(['Colour', 'Shoe size']);
    expect((await call(owner, 'DELETE', `/attributes/${id}`)).json().message).toBe(
      'Shoe size deleted successfully!',
    );
  });

  it('lists and adds manufacturers, suppliers and marketers', async () => {
    const owner = await signUp(t);
    for (const kind of ['manufactures', 'suppliers', 'marketed-bys']) {
      const url = `/productAdditionalInfo/${kind}`;
      expect((await call(owner, 'POST', url, { name: 'Acme' })).statusCode).toBe(201);
      expect((await call(owner, 'POST', url, { name: 'acme' })).statusCode).toBe(409);
      expect((await call(owner, 'POST', url, { name: ' ' })).json().details).toEqual({
        name: 'Name is required.',
      });
      expect((await call(owner, 'GET', url)).json()).toMatchObject({
        totalCount: 1,
        data: [{ name: 'Acme' }],
      });
    }
    const other = await signUp(t);
    expect((await call(other, 'GET', '/productAdditionalInfo/suppliers')).json().totalCount).toBe(
      0,
    );
  });
});

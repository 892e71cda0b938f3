import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

async function create(s: { token: string }, name: string, parentCategoryId?: string) {
  const res = await t.as(s).post('categories', {
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
    const res = await t.as(owner).get('categories?sort=name');
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
      (await t.as(owner).get(`categories?parentCategoryId=${drinks._id}`)).json().data,
    ).toMatchObject([{ name: 'Tea', childCount: 1 }]);
    expect((await t.as(owner).get('categories?parentCategoryId=none')).json().totalCount).toBe(1);
    expect((await t.as(owner).get('categories?name=TEA')).json().totalCount).toBe(2);
  });

  it('refuses a cycle at any depth, and being its own parent', async () => {
    const owner = await signUp(t);
    const a = await create(owner, 'A');
    const b = await create(owner, 'B', a._id);
    const c = await create(owner, 'C', b._id);
    const own = await t.as(owner).put(`categories/${a._id}`, {
      name: 'A',
      parentCategoryId: a._id,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('A category cannot be its own parent category.');
    const deep = await t.as(owner).put(`categories/${a._id}`, {
      name: 'A',
      parentCategoryId: c._id,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe(
      'A category cannot be placed under one of its own subcategories.',
    );
    // Moving a leaf elsewhere is fine.
    const move = await t.as(owner).put(`categories/${c._id}`, {
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
    const blank = await t.as(owner).post('categories', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual({ name: 'Category Name is required.' });
    const root = await create(owner, 'Snacks');
    const dup = await t.as(owner).post('categories', { name: 'snacks' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A category with this name already exists at this level.');
    await create(owner, 'Snacks', root._id); // same name, other level: fine
    const other = await signUp(t);
    const foreign = await create(other, 'Theirs');
    const res = await t.as(owner).post('categories', {
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
    const busy = await t.as(owner).delete(`categories/${root._id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('This category has subcategories. Move or delete them first.');
    expect((await t.as(owner).delete(`categories/${leaf._id}`)).json().message).toBe(
      'Leaf deleted successfully!',
    );
    expect((await t.as(owner).delete(`categories/${root._id}`)).statusCode).toBe(200);
  });

  it('keeps a category that products use', async () => {
    const owner = await signUp(t);
    const tea = await create(owner, 'Tea');
    await t.as(owner).post('products', {
      name: 'Green tea',
      price: 4.5,
      stock: 0,
      categoryId: tea._id,
    });
    const res = await t.as(owner).delete(`categories/${tea._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This category is still in use. Move its products to another category first.',
    );
  });
});

describe('attributes and product-info lists', () => {
  it('manages attributes with unique names', async () => {
    const owner = await signUp(t);
    const size = await t.as(owner).post('attributes', { name: 'Size' });
    expect(size.json()).toMatchObject({
      message: 'Attribute created successfully!',
      data: { name: 'Size' },
    });
    expect((await t.as(owner).post('attributes', { name: 'SIZE' })).json().message).toBe(
      'An attribute with this name already exists.',
    );
    expect((await t.as(owner).post('attributes', { name: '' })).json().details).toEqual({
      name: 'Attribute name is required.',
    });
    const id = size.json().data._id;
    expect(
      (await t.as(owner).put(`attributes/${id}`, { name: 'Shoe size' })).json().data.name,
    ).toBe('Shoe size');
    await t.as(owner).post('attributes', { name: 'Colour' });
    expect(
      (await t.as(owner).get('attributes')).json().data.map((a: { name: string }) => a.name),
    ).toEqual(['Colour', 'Shoe size']);
    expect((await t.as(owner).delete(`attributes/${id}`)).json().message).toBe(
      'Shoe size deleted successfully!',
    );
  });

  it('lists and adds manufacturers, suppliers and marketers', async () => {
    const owner = await signUp(t);
    for (const kind of ['manufactures', 'suppliers', 'marketed-bys']) {
      const url = `productAdditionalInfo/${kind}`;
      expect((await t.as(owner).post(url, { name: 'Acme' })).statusCode).toBe(201);
      expect((await t.as(owner).post(url, { name: 'acme' })).statusCode).toBe(409);
      expect((await t.as(owner).post(url, { name: ' ' })).json().details).toEqual({
        name: 'Name is required.',
      });
      expect((await t.as(owner).get(url)).json()).toMatchObject({
        totalCount: 1,
        data: [{ name: 'Acme' }],
      });
    }
    const other = await signUp(t);
    expect((await t.as(other).get('productAdditionalInfo/suppliers')).json().totalCount).toBe(0);
  });
});

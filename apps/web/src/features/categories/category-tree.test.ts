import { describe, expect, it } from 'vitest';
import { categoryPath, parentOptions, selfAndDescendants } from './category-tree';

const tree = [
  { _id: 'a', name: 'Clothing', parentCategoryId: null },
  { _id: 'b', name: 'Shirts', parentCategoryId: 'a' },
  { _id: 'c', name: 'Polo', parentCategoryId: 'b' },
  { _id: 'd', name: 'Food', parentCategoryId: null },
  { _id: 'e', name: 'Accessories', parentCategoryId: 'a' },
];

describe('category tree', () => {
  it('finds the category and all its descendants', () => {
    expect([...selfAndDescendants(tree, 'a')].sort()).toEqual(['a', 'b', 'c', 'e']);
    expect([...selfAndDescendants(tree, 'c')]).toEqual(['c']);
  });

  it('survives a cycle in the data', () => {
    const loop = [
      { _id: 'x', name: 'X', parentCategoryId: 'y' },
      { _id: 'y', name: 'Y', parentCategoryId: 'x' },
    ];
    expect([...selfAndDescendants(loop, 'x')].sort()).toEqual(['x', 'y']);
    expect(categoryPath(loop, 'x')).toBe('Y › X');
  });

  it('labels by path and leaves out the category and its subtree', () => {
    expect(categoryPath(tree, 'c')).toBe('Clothing › Shirts › Polo');
    expect(parentOptions(tree, 'b')).toEqual([
      { value: 'a', label: 'Clothing' },
      { value: 'e', label: 'Clothing › Accessories' },
      { value: 'd', label: 'Food' },
    ]);
    expect(parentOptions(tree, null)).toHaveLength(5);
  });
});

import { describe, expect, it } from 'vitest';
import { formatSql } from './format.js';

describe('formatSql', () => {
  it('puts each clause of a statement on its own line', () => {
    expect(
      formatSql('select "id" from "customers" where "customers"."id" = $1 order by "id"'),
    ).toBe('select "id"\nfrom "customers"\nwhere "customers"."id" = $1\norder by "id"');
  });

  it('indents a subquery that does not fit, and keeps a short one inline', () => {
    const long = `select c.id from customers c where c.organization_id = $1 and c.id in (select c.id from customers c where c.organization_id = $2 order by c.created_at desc, c.id desc limit $3)`;
    expect(formatSql(long)).toBe(
      [
        'select c.id',
        'from customers c',
        'where c.organization_id = $1',
        '  and c.id in (',
        '    select c.id',
        '    from customers c',
        '    where c.organization_id = $2',
        '    order by c.created_at desc, c.id desc',
        '    limit $3',
        '  )',
      ].join('\n'),
    );
    expect(formatSql('select exists(select 1 from t where a = $1) as found')).toBe(
      'select exists(select 1 from t where a = $1) as found',
    );
  });

  it('keeps literals, quoted names and comments as they are', () => {
    const sql = `select 'from  where', "select  x", $$ a  b $$ from t -- a comment, (not code)
      where x = 'it''s' and y is not distinct from z`;
    const out = formatSql(sql);
    expect(out).toContain(`'from  where'`);
    expect(out).toContain(`"select  x"`);
    expect(out).toContain('$$ a  b $$');
    expect(out).toContain('-- a comment, (not code)\n');
    expect(out).toContain(`'it''s'`);
    expect(out).toContain('y is not distinct from z');
  });

  it('is stable: formatting its own output changes nothing', () => {
    const sql = `with moves as (select * from json_to_recordset($1::json) as m(ord int, product_id uuid)) insert into stock_levels (organization_id, product_id, quantity) select $2, product_id, 0 from moves on conflict (organization_id, product_id) do update set quantity = stock_levels.quantity + excluded.quantity returning id`;
    const once = formatSql(sql);
    expect(formatSql(once)).toBe(once);
  });
});

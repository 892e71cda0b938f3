import { sql } from 'drizzle-orm';

/**
 * Name or SKU of the product, or a variation's SKU (a scanned variation finds its product):
 * three branches, each served by a trigram index, joined by UNION — an OR with a subquery made
 * the planner walk the whole name index and test every row (~160 ms at 100k products). The
 * variations' product ids are looked up one by one (an array): joined to products, a high guess
 * of their number ("hat 17", guessed at 10,000) made the planner read the whole table (340 ms at
 * a million products against 15 ms). For any list of products `p` a picker searches.
 */
export const productSearchBranches = (pattern: string, org: string) => [
  sql`p.name ilike ${pattern}`,
  sql`p.sku ilike ${pattern}`,
  sql`p.id = any(array(select product_id from product_variations
    where organization_id = ${org} and sku ilike ${pattern}))`,
];

import type { TProductLookup, TProductOption } from '@pos/contracts/products';
import type {
  TRegisterCustomer,
  TRegisterProduct,
  TRegisterStock,
} from '@pos/contracts/register-catalog';
import { KeyIndex } from './key-index';
import { type CatalogRecord, catalogRecord, type RegisterDb, wordsOf } from './register-db';
import { timed } from './timing';

/** Rows per record when the log is written anew (compaction): a few large writes. */
const CHUNK = { products: 5_000, stock: 20_000, customers: 10_000 };
/** The log is written anew when it holds this many records more than a fresh one would. */
const COMPACT_AFTER = 50;

const skusOf = (p: TRegisterProduct) =>
  [p.sku, ...p.variations.map((v) => v.sku)]
    .filter((s): s is string => Boolean(s))
    .map((s) => s.toLowerCase());

const customerWords = (c: TRegisterCustomer) =>
  wordsOf(c.name, c.email, c.phone?.replace(/[^\d+]/g, ''));

/** The first `limit` distinct ids `ids` yields that `keep` accepts. */
function take<T>(
  ids: Iterable<string>,
  rows: Map<string, T>,
  keep: (row: T) => boolean,
  limit: number,
) {
  const found = new Map<string, T>();
  for (const id of ids) {
    if (found.size >= limit) break;
    const row = rows.get(id);
    if (row && !found.has(id) && keep(row)) found.set(id, row);
  }
  return [...found.values()];
}

/** A found item or product with its category, which the register's promotions may name. */
type WithCategory<T> = T & Pick<TRegisterProduct, 'categoryId'>;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The register's catalogue in memory (ARCHITECTURE, "The register's own data"): the store's
 * products, their stock and the customers, with indexes of SKUs and words, so a scan or a search
 * answers at once. It is rebuilt from the register's database, where the catalogue is kept as a
 * log of records (a synced page each, or chunks of a rewritten log): the records after the last
 * one applied are applied in order — a record marked `reset` starts from nothing — which also
 * brings a tab up to date with what another tab synced.
 */
export class LocalCatalog {
  private products = new Map<string, TRegisterProduct>();
  /** productId → (variationId, or '' for the product's own) → quantity at the store. */
  private stock = new Map<string, Map<string, number>>();
  private customers = new Map<string, TRegisterCustomer>();
  private skus = new KeyIndex();
  private words = new KeyIndex();
  private customerIndex = new KeyIndex();
  /** The last record applied, and how many records the log holds since its last reset. */
  private lastSeq = 0;
  private records = 0;
  /** Reads of the database one after the other, so records apply once and in order. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Settles when the catalogue has been read from the database once. */
  readonly loaded: Promise<void>;
  /** True once it has: a scan is then answered at once, inside the key's own event. */
  isLoaded = false;

  constructor(private readonly db: RegisterDb) {
    this.loaded = timed('register-catalog-read', async () => {
      await this.refresh();
      this.prepare();
      this.isLoaded = true;
    });
    // Reported to whoever waits for it (a scan shows the error), not as unhandled.
    this.loaded.catch(() => undefined);
  }

  /** Applies the records written since the last one applied (by this tab or another). */
  refresh(): Promise<void> {
    return this.serially(() => this.readNew());
  }

  /** Takes a record just written: applied as it is when it is the next one, else read back. */
  accept(record: CatalogRecord, seq: number): Promise<void> {
    return this.serially(async () => {
      if (seq === this.lastSeq + 1) this.apply({ ...record, seq });
      else await this.readNew();
    });
  }

  private async readNew() {
    const fresh = await this.db.catalog.where('seq').above(this.lastSeq).toArray();
    for (const record of fresh) this.apply(record);
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private apply(record: CatalogRecord) {
    if (record.reset) {
      this.products.clear();
      this.stock.clear();
      this.customers.clear();
      this.skus.clear();
      this.words.clear();
      this.customerIndex.clear();
      this.records = 0;
    }
    for (const p of record.products) {
      this.unindexProduct(p._id);
      this.products.set(p._id, p);
      for (const sku of skusOf(p)) this.skus.add(sku, p._id);
      for (const word of wordsOf(p.name)) this.words.add(word, p._id);
    }
    for (const id of record.removedProductIds) {
      this.unindexProduct(id);
      this.products.delete(id);
      this.stock.delete(id);
    }
    for (const s of record.stock) {
      const held = this.stock.get(s.productId) ?? new Map<string, number>();
      this.stock.set(s.productId, held);
      held.set(s.variationId ?? '', s.quantity);
    }
    for (const c of record.customers) {
      this.unindexCustomer(c._id);
      this.customers.set(c._id, c);
      for (const word of customerWords(c)) this.customerIndex.add(word, c._id);
    }
    for (const id of record.removedCustomerIds) {
      this.unindexCustomer(id);
      this.customers.delete(id);
    }
    this.lastSeq = record.seq ?? this.lastSeq + 1;
    this.records += 1;
  }

  private unindexProduct(id: string) {
    const old = this.products.get(id);
    if (!old) return;
    for (const sku of skusOf(old)) this.skus.remove(sku, id);
    for (const word of wordsOf(old.name)) this.words.remove(word, id);
  }

  private unindexCustomer(id: string) {
    const old = this.customers.get(id);
    if (old) for (const word of customerWords(old)) this.customerIndex.remove(word, id);
  }

  /** Sorts what the indexes took in (after a load), so the next scan does not wait for it. */
  prepare() {
    for (const index of [this.skus, this.words, this.customerIndex]) index.startingWith('').next();
  }

  /**
   * A scanned code, by the server's rule (`GET /products/lookup`): the product or variation with
   * that SKU in any letter case; the product's own SKU first.
   */
  findItem(code: string, storeId: string): WithCategory<TProductLookup> | null {
    const wanted = code.trim().toLowerCase();
    if (!wanted) return null;
    const [id] = this.skus.exact(wanted);
    const product = id ? this.products.get(id) : undefined;
    if (!product) return null;
    const variation =
      product.sku?.toLowerCase() === wanted
        ? null
        : (product.variations.find((v) => v.sku?.toLowerCase() === wanted) ?? null);
    return {
      productId: product._id,
      variationId: variation?._id ?? null,
      name: product.name,
      variationName: variation?.name ?? null,
      sku: (variation ? variation.sku : product.sku) ?? code,
      price: variation ? variation.price : product.price,
      stock: this.stock.get(product._id)?.get(variation?._id ?? '') ?? 0,
      storeId,
      isActive: variation ? variation.isActive : true,
      taxClassId: variation?.taxClassId ?? product.taxClassId,
      categoryId: product.categoryId,
      // A copy synced before units knew only items sold each.
      unit: product.unit ?? 'each',
    };
  }

  /**
   * Products with a name word starting with each word typed, or whose SKU starts with what was
   * typed, by name (as the server's options). The longest word typed is looked up in the index,
   * the others checked on what it finds.
   */
  searchProducts(term: string, limit: number): WithCategory<TProductOption>[] {
    const named = this.byWords(this.words, this.products, term, limit, (p) => wordsOf(p.name));
    const sku = term.trim().toLowerCase();
    const bySku = sku ? take(this.skus.startingWith(sku), this.products, () => true, limit) : [];
    const seen = new Set(named.map((p) => p._id));
    return [...named, ...bySku.filter((p) => !seen.has(p._id))]
      .sort(byName)
      .slice(0, limit)
      .map(({ _id, name, sku, price, taxClassId, variations, categoryId, unit }) => ({
        _id,
        name,
        sku,
        price,
        taxClassId,
        variations,
        categoryId,
        unit: unit ?? 'each',
      }));
  }

  /** Customers whose name, e-mail or phone starts with the words typed. */
  searchCustomers(term: string, limit: number): TRegisterCustomer[] {
    return this.byWords(this.customerIndex, this.customers, term, limit, customerWords).sort(
      byName,
    );
  }

  customer(id: string): TRegisterCustomer | undefined {
    return this.customers.get(id);
  }

  private byWords<T>(
    index: KeyIndex,
    rows: Map<string, T>,
    term: string,
    limit: number,
    wordsOfRow: (row: T) => string[],
  ): T[] {
    const [first, ...rest] = wordsOf(term).sort((a, b) => b.length - a.length);
    if (!first) return [];
    const keep = (row: T) => {
      if (!rest.length) return true;
      const words = wordsOfRow(row);
      return rest.every((w) => words.some((x) => x.startsWith(w)));
    };
    return take(index.startingWith(first), rows, keep, limit);
  }

  /** The catalogue as a fresh log would hold it: chunks of rows, the first one a reset. */
  private chunks(): CatalogRecord[] {
    const stock: TRegisterStock[] = [];
    for (const [productId, held] of this.stock) {
      for (const [variationId, quantity] of held) {
        stock.push({ productId, variationId: variationId || null, quantity });
      }
    }
    const slices = <T>(rows: T[], size: number) =>
      Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
        rows.slice(i * size, (i + 1) * size),
      );
    const records: CatalogRecord[] = [
      ...slices([...this.products.values()], CHUNK.products).map((products) =>
        catalogRecord({ products }),
      ),
      ...slices(stock, CHUNK.stock).map((s) => catalogRecord({ stock: s })),
      ...slices([...this.customers.values()], CHUNK.customers).map((customers) =>
        catalogRecord({ customers }),
      ),
    ];
    const [first] = records;
    if (first) first.reset = true;
    else records.push(catalogRecord({ reset: true }));
    return records;
  }

  /**
   * Writes the log anew from what is in memory when deltas have made it long (a sync every
   * minute of a busy day), so that opening the register reads a few large records again.
   */
  compactIfLong(): Promise<void> {
    return this.serially(async () => {
      const records = this.chunks();
      if (this.records <= records.length + COMPACT_AFTER) return;
      const last = await this.db.transaction('rw', this.db.catalog, async () => {
        // Records another tab wrote meanwhile would be lost: leave it for the next time.
        if ((await this.db.catalog.orderBy('seq').lastKey()) !== this.lastSeq) return null;
        await this.db.catalog.clear();
        const keys = await this.db.catalog.bulkAdd(records, { allKeys: true });
        return keys.at(-1) as number;
      });
      if (last === null) return;
      this.lastSeq = last;
      this.records = records.length;
    });
  }
}

const open = new Map<RegisterDb, LocalCatalog>();

/** The catalogue in memory of the organization's register database, read once per page. */
export function localCatalog(db: RegisterDb): LocalCatalog {
  let catalog = open.get(db);
  if (!catalog) {
    catalog = new LocalCatalog(db);
    open.set(db, catalog);
  }
  return catalog;
}

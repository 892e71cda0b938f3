import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  PRODUCT_MESSAGES,
  type TProductLookup,
  type TProductOption,
} from '@pos/contracts/products';
import type { TScaleBarcodeRule } from '@pos/contracts/scale-barcodes';
import { IconAlertTriangle, IconBarcode, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, memo, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error';
import { isOnline } from '../../lib/connectivity';
import { msg, serverText } from '../../lib/i18n';
import { barcodeQuery, productSearchQuery } from './api';
import { itemOf, lineLabel, type SaleItem } from './cart';
import { useLocalRegisterData } from './offline/local-register-context';
import { findScanned, isRefusal, type ScanRefusal } from './scale-scan';

export const UNKNOWN_BARCODE = PRODUCT_MESSAGES.barcodeUnknown;
const BUSY = msg('The sale is being completed; scan again after it.');
const RESULTS_LIMIT = 12;

/**
 * The barcode field (a scanner types the code fast, then Enter) and the product search. A
 * found code adds one unit and empties the field for the next scan; an unknown one stays
 * selected with the message beside it. The two are apart, so that a scan renders the barcode
 * field only (docs/benchmarks/register-till.md).
 */
interface FinderProps {
  /** A warning about what was just added (more than the store holds), else null. */
  notice?: string | null;
  /** Why nothing can be rung up now (no open shift where one is required), else null. */
  closed?: string | null;
  /** The register's store: a scanned item comes with its stock there. */
  storeId: string | undefined;
  /** False when the item cannot be added now (a sale is being completed). */
  onAdd: (item: SaleItem) => boolean;
  barcodeRef: RefObject<HTMLInputElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  formatMoney: (n: number) => string;
  /** How the shop's scales print labels: such a code sells what its label says. */
  scaleRules: readonly TScaleBarcodeRule[];
}

export const ItemFinder = memo(function ItemFinder({
  onAdd,
  storeId,
  barcodeRef,
  searchRef,
  formatMoney,
  closed,
  notice,
  scaleRules,
}: FinderProps) {
  return (
    <Stack gap="sm">
      <BarcodeField
        scaleRules={scaleRules}
        onAdd={onAdd}
        storeId={storeId}
        barcodeRef={barcodeRef}
        closed={closed}
        notice={notice}
      />
      <ProductSearch
        onAdd={onAdd}
        searchRef={searchRef}
        formatMoney={formatMoney}
        closed={closed}
      />
    </Stack>
  );
});

const BarcodeField = memo(function BarcodeField({
  onAdd,
  storeId,
  barcodeRef,
  closed,
  notice,
  scaleRules,
}: Pick<FinderProps, 'onAdd' | 'storeId' | 'barcodeRef' | 'closed' | 'notice' | 'scaleRules'>) {
  const { t } = useTranslation('register');
  const queryClient = useQueryClient();
  const local = useLocalRegisterData();
  // The field is not controlled: a scanner types a dozen keys a scan, and none of them needs a
  // render (docs/benchmarks/register-till.md). Its text is read at Enter and set here.
  const setField = (next: (current: string) => string) => {
    const input = barcodeRef.current;
    if (input) input.value = next(input.value);
  };
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resolving, setResolving] = useState(0);
  // Scans resolve one after the other, so two fast scans add in the order they were made.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const waiting = useRef(0);

  /** A looked-up code: its item added, or the code back in the field with why not. */
  const settle = (wanted: string, found: TProductLookup | ScanRefusal | null) => {
    if (!found) return fail(wanted, UNKNOWN_BARCODE);
    if (isRefusal(found)) return fail(wanted, found.refused);
    if (!found.isActive)
      return fail(wanted, t('"{{item}}" is not for sale.', { item: lineLabel(found) }));
    // The line's item: the lookup less where its stock was counted and whether it sells.
    const { storeId: _store, isActive: _active, ...item } = found;
    if (!onAdd(item)) return fail(wanted, t(BUSY));
    // A good scan after a refused one: the refusal is over, and so is its code in the field.
    setCodeError(null);
    setField((current) => (current === lastFailed.current ? '' : current));
    lastFailed.current = null;
  };

  const scan = (raw: string) => {
    const wanted = raw.trim();
    if (!wanted) return;
    setField(() => '');
    setCodeError(null);
    // The register's copy in memory answers at once, inside the key's own event: the line is
    // shown in one render (docs/benchmarks/register-till.md). Not while an earlier scan waits
    // for the server, and not for a code the copy lacks while the server can be asked.
    const inCopy = (code: string) =>
      local?.ready ? findScanned(code, scaleRules, local.lookupNow) : undefined;
    const now = waiting.current === 0 ? inCopy(wanted) : undefined;
    if (now !== undefined && (now !== null || !isOnline())) return settle(wanted, now);
    waiting.current += 1;
    setResolving((n) => n + 1);
    queue.current = queue.current.then(async () => {
      try {
        // The register's copy first; the server for what it does not hold (a product made a
        // moment ago), or while the copy is still loading.
        if (local?.ready) await local.lookup(wanted);
        const held = inCopy(wanted) ?? null;
        const found =
          held ??
          (local?.ready && !isOnline()
            ? null
            : await queryClient.fetchQuery(barcodeQuery(wanted, storeId)));
        settle(wanted, found);
      } catch (error) {
        fail(wanted, errorMessage(error, t('The barcode could not be looked up.')));
      } finally {
        waiting.current -= 1;
        setResolving((n) => n - 1);
      }
    });
  };

  /** Puts the code back, selected, so the next scan or a retype replaces it. */
  const [failed, setFailed] = useState<{ code: string } | null>(null);
  const lastFailed = useRef<string | null>(null);
  const fail = (wanted: string, message: string) => {
    lastFailed.current = wanted;
    setCodeError(message);
    setField((current) => (current ? current : wanted));
    setFailed({ code: wanted });
  };
  // After the field shows the code again (not while the next scan is being typed, nor when
  // the cashier has gone on to type in another field, such as the customer's name).
  useEffect(() => {
    const input = barcodeRef.current;
    if (!failed || !input || input.value !== failed.code) return;
    const active = document.activeElement;
    if (active && active !== input && active.matches('input, textarea, [contenteditable]')) return;
    input.focus();
    input.select();
  }, [failed, barcodeRef]);

  const onCodeKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    scan(e.currentTarget.value);
  };

  return (
    <>
      <TextInput
        ref={barcodeRef}
        label={t('Barcode')}
        description={closed ?? t('Scan, or type a SKU and press Enter')}
        disabled={Boolean(closed)}
        placeholder={t('Scan a barcode')}
        leftSection={<IconBarcode size={18} />}
        rightSection={resolving > 0 ? <Loader size="xs" /> : null}
        onChange={() => {
          if (codeError) setCodeError(null);
        }}
        onKeyDown={onCodeKey}
        error={codeError ? serverText(codeError) : null}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        autoFocus
      />
      {notice && !codeError ? (
        <Alert
          color="yellow"
          variant="light"
          p="xs"
          role="status"
          icon={<IconAlertTriangle size={18} />}
        >
          {notice}
        </Alert>
      ) : null}
    </>
  );
});

const ProductSearch = memo(function ProductSearch({
  onAdd,
  searchRef,
  formatMoney,
  closed,
}: Pick<FinderProps, 'onAdd' | 'searchRef' | 'formatMoney' | 'closed'>) {
  const { t } = useTranslation('register');
  const local = useLocalRegisterData();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const results = useQuery(
    productSearchQuery(debounced, RESULTS_LIMIT, local?.ready ? local : null),
  );
  const resultsRef = useRef<HTMLDivElement | null>(null);
  const shown = debounced && search.trim() ? (results.data?.data ?? []) : [];

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setSearch('');
      return;
    }
    if ((e.key !== 'Enter' && e.key !== 'ArrowDown') || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const first = shown[0];
    // Enter adds the first match when it is a single item; otherwise the results take focus.
    if (e.key === 'Enter' && first && !activeVariations(first).length) {
      onAdd(itemOf(first));
      return;
    }
    resultsRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  };

  return (
    <>
      <TextInput
        ref={searchRef}
        label={t('Search products')}
        placeholder={t('Name or SKU')}
        disabled={Boolean(closed)}
        leftSection={<IconSearch size={18} />}
        rightSection={results.isFetching && debounced ? <Loader size="xs" /> : null}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        onKeyDown={onSearchKey}
        autoComplete="off"
        type="search"
      />
      {search.trim() && debounced ? (
        <Stack gap="xs" ref={resultsRef} aria-label={t('Matching products')} role="list">
          {results.isError ? (
            <Text c="red" size="sm">
              {errorMessage(results.error, t('Products could not be loaded.'))}
            </Text>
          ) : shown.length === 0 && !results.isFetching ? (
            <Text c="dimmed" size="sm">
              {t('No products match “{{search}}”.', { search: debounced })}
            </Text>
          ) : null}
          {shown.map((p) => (
            <ProductResult key={p._id} product={p} onAdd={onAdd} formatMoney={formatMoney} />
          ))}
        </Stack>
      ) : null}
    </>
  );
});

const activeVariations = (p: TProductOption) => p.variations.filter((v) => v.isActive);

function ProductResult({
  product,
  onAdd,
  formatMoney,
}: {
  product: TProductOption;
  onAdd: (item: SaleItem) => boolean;
  formatMoney: (n: number) => string;
}) {
  const { t } = useTranslation('register');
  const variations = activeVariations(product);
  return (
    <Paper withBorder p="xs" radius="sm" role="listitem">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {product.name}
          </Text>
          <Text size="xs" c="dimmed">
            {product.sku ?? t('No SKU')} · {formatMoney(product.price)}
          </Text>
        </div>
        {variations.length === 0 ? (
          <Button
            size="xs"
            variant="light"
            onClick={() => onAdd(itemOf(product))}
            aria-label={t('Add {{item}}', { item: product.name })}
          >
            {t('Add')}
          </Button>
        ) : null}
      </Group>
      {variations.length ? (
        <Group gap={6} mt={6}>
          {variations.map((v) => (
            <Button
              key={v._id}
              size="compact-sm"
              variant="default"
              onClick={() => onAdd(itemOf(product, v))}
              aria-label={t('Add {{item}}', { item: `${product.name} / ${v.name}` })}
              rightSection={
                <Badge size="xs" variant="light">
                  {formatMoney(v.price)}
                </Badge>
              }
            >
              {v.name}
            </Button>
          ))}
        </Group>
      ) : null}
    </Paper>
  );
}

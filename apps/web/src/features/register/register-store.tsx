import { Select } from '@mantine/core';
import type { TStoreRow } from '@pos/contracts/stores';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVE_STORES } from '../../api/options';
import { useOptions } from '../../components/resource-list/resource-queries';

/** A register stands in one shop: the store it sells from is kept on this device. */
const STORAGE_KEY = 'pos.register.storeId';
/** The store as last known (id and name): the register sells from it while offline. */
const KNOWN_KEY = 'pos.register.store';
/** No stores read yet: one empty list, not a new one at each render. */
const NO_STORES: TStoreRow[] = [];

function remembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function lastKnown(): { _id: string; name: string } | null {
  try {
    const found = JSON.parse(localStorage.getItem(KNOWN_KEY) ?? 'null') as unknown;
    if (found && typeof found === 'object' && '_id' in found && 'name' in found) {
      return { _id: String(found._id), name: String(found.name) };
    }
  } catch {
    // Private mode, or not JSON: nothing known.
  }
  return null;
}

/**
 * The store this register sells from: the one chosen on this device while it is active, else
 * the default store. Null until the stores are known (or when they cannot be read): the server
 * then sells from the default store.
 */
export function useRegisterStore() {
  const stores = useOptions<TStoreRow>(ACTIVE_STORES);
  const [chosen, setChosen] = useState<string | null>(remembered);
  const list = stores.data ?? NO_STORES;
  const found = list.find((s) => s._id === chosen) ?? list.find((s) => s.isDefault) ?? null;
  // Offline (the stores cannot be read), the store it sold from last.
  const [known] = useState(lastKnown);
  const store = found ?? (stores.isSuccess ? null : known);
  useEffect(() => {
    try {
      if (chosen) localStorage.setItem(STORAGE_KEY, chosen);
      if (found)
        localStorage.setItem(KNOWN_KEY, JSON.stringify({ _id: found._id, name: found.name }));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, [chosen, found]);
  // One object while nothing changed: the store field renders again only when it does.
  return useMemo(() => ({ stores: list, store, choose: setChosen }), [list, store]);
}

/** Shown only when there is a choice to make. */
export const RegisterStoreSelect = memo(function RegisterStoreSelect({
  till,
  disabled,
}: {
  till: ReturnType<typeof useRegisterStore>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('register');
  if (till.stores.length < 2) return null;
  return (
    <Select
      label={t('Store')}
      description={t('Stock is taken from this store; this register remembers it.')}
      data={till.stores.map((s) => ({ value: s._id, label: s.name }))}
      value={till.store?._id ?? null}
      onChange={(v) => v && till.choose(v)}
      allowDeselect={false}
      disabled={disabled}
    />
  );
});

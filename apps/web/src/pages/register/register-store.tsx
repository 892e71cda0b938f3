import { Select } from '@mantine/core';
import type { TStoreRow } from '@pos/contracts/stores';
import { useEffect, useState } from 'react';
import { ACTIVE_STORES } from '../../api/options';
import { useOptions } from '../../components/resource-list/resource-queries';

/** A register stands in one shop: the store it sells from is kept on this device. */
const STORAGE_KEY = 'pos.register.storeId';

function remembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The store this register sells from: the one chosen on this device while it is active, else
 * the default store. Null until the stores are known (or when they cannot be read): the server
 * then sells from the default store.
 */
export function useRegisterStore() {
  const stores = useOptions<TStoreRow>(ACTIVE_STORES);
  const [chosen, setChosen] = useState<string | null>(remembered);
  const list = stores.data ?? [];
  const store = list.find((s) => s._id === chosen) ?? list.find((s) => s.isDefault) ?? null;
  useEffect(() => {
    try {
      if (chosen) localStorage.setItem(STORAGE_KEY, chosen);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, [chosen]);
  return { stores: list, store, choose: setChosen };
}

/** Shown only when there is a choice to make. */
export function RegisterStoreSelect({
  till,
  disabled,
}: {
  till: ReturnType<typeof useRegisterStore>;
  disabled?: boolean;
}) {
  if (till.stores.length < 2) return null;
  return (
    <Select
      label="Store"
      description="Stock is taken from this store; this register remembers it."
      data={till.stores.map((s) => ({ value: s._id, label: s.name }))}
      value={till.store?._id ?? null}
      onChange={(v) => v && till.choose(v)}
      allowDeselect={false}
      disabled={disabled}
    />
  );
}

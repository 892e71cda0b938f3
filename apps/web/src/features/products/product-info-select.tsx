import { PRODUCT_INFO_KINDS, type ProductInfoKind } from '@pos/contracts/product-info';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error';
import { type CreatableOption, CreatableSelect } from '../../components/creatable-select';
import { useOptions } from '../../components/resource-list/resource-queries';
import { msg, serverText } from '../../lib/i18n';
import { productInfoSource, useCreateProductInfo } from './api';

/** What the dropdown offers for a typed name that is not on the list yet. */
const ADD_LABELS: Record<ProductInfoKind, string> = {
  manufactures: msg('Add manufacturer "{{name}}"'),
  suppliers: msg('Add supplier "{{name}}"'),
  'marketed-bys': msg('Add marketer "{{name}}"'),
};

interface ProductInfoSelectProps {
  kind: ProductInfoKind;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/**
 * Manufacturer, Supplier or Marketed By: pick one, or type a new name to add it on the spot.
 * A failed add shows the spec's text ('Failed to create manufacturer.') and the server's reason.
 */
export function ProductInfoSelect({ kind, label, value, onChange, error }: ProductInfoSelectProps) {
  const { t } = useTranslation('products');
  const list = useOptions(productInfoSource(kind));
  const add = useCreateProductInfo(kind);
  // Added here and not yet in the reloaded list: shown at once, so the new choice has a label.
  const [added, setAdded] = useState<CreatableOption[]>([]);
  const [createError, setCreateError] = useState<string | null>(null);
  const { createFailed } = PRODUCT_INFO_KINDS[kind];

  const loaded = (list.data ?? []).map((o) => ({ value: o._id, label: o.name }));
  const data = [...loaded, ...added.filter((a) => !loaded.some((o) => o.value === a.value))];

  const create = async (name: string) => {
    setCreateError(null);
    try {
      const answer = await add.mutateAsync(name);
      setAdded((current) => [...current, { value: answer.data._id, label: answer.data.name }]);
      return answer.data._id;
    } catch (err) {
      const reason = errorMessage(err, '');
      setCreateError(`${serverText(createFailed)}${reason ? ` ${reason}` : ''}`);
      throw err;
    }
  };

  return (
    <CreatableSelect
      label={label}
      placeholder={list.isLoading ? t('Loading...') : t('Choose, or type to add')}
      data={data}
      value={value}
      onChange={(v) => {
        setCreateError(null);
        onChange(v);
      }}
      onCreate={create}
      createLabel={(name) => t(ADD_LABELS[kind], { name })}
      loading={list.isLoading}
      error={createError ?? error}
    />
  );
}

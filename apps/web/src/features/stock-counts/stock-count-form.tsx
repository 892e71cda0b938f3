import { Select, Stack, TextInput } from '@mantine/core';
import {
  STOCK_COUNT_MESSAGES,
  type TStockCountRow,
  ZStockCountBody,
} from '@pos/contracts/stock-counts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CATEGORY_OPTIONS } from '../../api/options';
import {
  LocationSelect,
  useLocations,
  usePreselectDefault,
} from '../../components/location-select';
import { ResourceFormFrame } from '../../components/resource-list/resource-form-frame';
import { useOptions } from '../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';
import { locationIds } from '../../lib/locations';

const MESSAGES = { created: STOCK_COUNT_MESSAGES.created, updated: STOCK_COUNT_MESSAGES.created };

/**
 * A new stock count — its name, the store or warehouse counted and, to count
 * one part of the shop, a category (its subcategories too). Saved, it opens for counting.
 */
export function StockCountForm(props: ResourceFormProps<TStockCountRow>) {
  const { t } = useTranslation('stock-counts');
  const navigate = useNavigate();
  const categories = useOptions(CATEGORY_OPTIONS);
  const locations = useLocations();
  const form = useResourceForm(props, {
    initial: { name: '', location: null as string | null, categoryId: null as string | null },
    schema: ZStockCountBody,
    toInput: ({ location, ...v }) => ({
      name: v.name,
      ...locationIds(location),
      categoryId: v.categoryId,
    }),
    messages: MESSAGES,
    afterSave: (answer) => {
      const id = (answer as { data?: { _id?: string } }).data?._id;
      if (id) navigate(`/stock-counts/${id}`);
    },
  });
  const { setValues } = form;
  const preselect = useCallback(
    (location: string) => setValues((v) => ({ ...v, location })),
    [setValues],
  );
  usePreselectDefault(locations, preselect, false);

  return (
    <ResourceFormFrame form={form} itemTitle={t('Stock Count')} submitLabel={t('Start count')}>
      <Stack gap="md">
        <TextInput
          label={t('Name')}
          required
          placeholder={t('Year-end count, Drinks shelf…')}
          data-autofocus
          {...form.text('name')}
        />
        <LocationSelect
          locations={locations}
          label={t('Store or warehouse')}
          required
          placeholder={t('Choose a store or warehouse')}
          {...form.field('location', ['storeId', 'warehouseId'])}
          error={form.errors.storeId ?? form.errors.warehouseId}
        />
        <Select
          label={t('Category')}
          description={t(
            'Count one category (and its subcategories) only; leave empty to count everything.',
          )}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder={categories.isLoading ? t('Loading...') : t('All categories')}
          searchable
          clearable
          data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
          nothingFoundMessage={t('No categories')}
          {...form.field('categoryId')}
        />
      </Stack>
    </ResourceFormFrame>
  );
}

import {
  Divider,
  NumberInput,
  type NumberInputProps,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProductInfoKind } from '@pos/contracts/product-info';
import { PRODUCT_MESSAGES, type TProductRow, ZProductBody } from '@pos/contracts/products';
import { isWhole, QUANTITY_DECIMALS, UNIT_LABELS, UNITS, type Unit } from '@pos/contracts/units';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/api-error';
import { ATTRIBUTE_OPTIONS, CATEGORY_OPTIONS } from '../../api/options';
import { CategorySelect } from '../../components/category-select';
import { FormError } from '../../components/form-error';
import { FormActions } from '../../components/resource-list/form-actions';
import {
  DescriptionInput,
  loadFailedText,
  NameInput,
} from '../../components/resource-list/resource-form-frame';
import { useOptions, useSaveResource } from '../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { SAVE_FAILED } from '../../components/resource-list/use-resource-form';
import { msg } from '../../lib/i18n';
import { useZodForm } from '../../lib/use-zod-form';
import { productInfoSource } from './api';
import {
  errorUnder,
  fromRow,
  type ProductDraft,
  serverFieldErrors,
  toBody,
  variationsFit,
} from './product-draft';
import { ProductImagesField } from './product-images-field';
import { ProductInfoSelect } from './product-info-select';
import { TaxClassSelect } from './tax-class-select';
import { VariationsSection } from './variations-section';

const DROPDOWNS_FAILED = msg('Failed to load dropdown data.');
const MISMATCH = msg(
  'The variations no longer match the attributes. Click Generate variations to update them.',
);

/** The three sourcing lists: which list, its label, the draft's field. */
const SOURCING: readonly [ProductInfoKind, string, 'manufacturedBy' | 'supplier' | 'marketedBy'][] =
  [
    ['manufactures', msg('Manufacturer'), 'manufacturedBy'],
    ['suppliers', msg('Supplier'), 'supplier'],
    ['marketed-bys', msg('Marketed By'), 'marketedBy'],
  ];

/** Stock and reorder figures: whole units, or up to 3 decimals of a measure. */
const quantityProps = (unit: Unit): NumberInputProps => ({
  step: 1,
  min: 0,
  allowNegative: false,
  ...(isWhole(unit) ? { allowDecimal: false } : { decimalScale: QUANTITY_DECIMALS }),
  ...(isWhole(unit) ? {} : { suffix: ` ${UNIT_LABELS[unit]}` }),
});
/** The units in words (the same words as the contracts' `UNIT_NAMES`). */
const UNIT_WORDS: Record<Unit, string> = {
  each: msg('Each (whole units)'),
  kg: msg('Kilogram (kg)'),
  g: msg('Gram (g)'),
  lb: msg('Pound (lb)'),
  l: msg('Litre (l)'),
};
/** The description under the box, the message under that. */
const DESCRIBED: NumberInputProps = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
};

/** Spec 2 §3–§5: a product with its images, sourcing, attributes and variations. */
export function ProductForm({ item, resource, onClose }: ResourceFormProps<TProductRow>) {
  const { t } = useTranslation('products');
  const isEdit = item !== null;
  const form = useZodForm({
    initial: () => fromRow(item),
    schema: ZProductBody,
    toInput: toBody,
    keying: 'path',
  });
  const draft = form.values;
  // Counts failed submits: the message above the fields is scrolled into view after each one,
  // since the button that failed sits far below it once variations are listed.
  const [failures, setFailures] = useState(0);
  const errorBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failures > 0) errorBox.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [failures]);
  const save = useSaveResource<unknown>(resource);

  const categories = useOptions(CATEGORY_OPTIONS);
  const attributeNames = useOptions(ATTRIBUTE_OPTIONS);
  const manufacturers = useOptions(productInfoSource('manufactures'));
  const suppliers = useOptions(productInfoSource('suppliers'));
  const marketers = useOptions(productInfoSource('marketed-bys'));
  const dropdownError = [categories, manufacturers, suppliers, marketers].find((q) => q.error);

  const categoryData = useMemo(
    () => (categories.data ?? []).map((c) => ({ value: c._id, label: c.name })),
    [categories.data],
  );

  const fits = variationsFit(draft.attributes, draft.variations);
  const fail = (message: string | null) => {
    form.setFormError(message);
    setFailures((n) => n + 1);
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const check = form.validate();
    if (!check.ok) return fail(Object.values(check.errors)[0] ?? null);
    if (!fits) return fail(t(MISMATCH));
    save.mutate(
      { id: item?._id, body: check.data },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: isEdit ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created,
          });
          onClose();
        },
        onError: (error) => {
          form.setErrors(
            serverFieldErrors(error instanceof ApiError ? error.details : undefined, draft),
          );
          fail(errorMessage(error, SAVE_FAILED));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {dropdownError ? (
          <FormError message={loadFailedText(t(DROPDOWNS_FAILED), dropdownError.error)} />
        ) : null}
        <div ref={errorBox} style={form.formError ? undefined : { display: 'none' }}>
          <FormError message={form.formError} />
        </div>

        <NameInput maxLength={200} {...form.text('name')} />
        <DescriptionInput maxRows={6} {...form.text('description')} />
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
          <NumberInput
            label={t('Price')}
            required
            {...form.field('price')}
            step={0.01}
            decimalScale={2}
            min={0}
            allowNegative={false}
          />
          <NumberInput
            label={t('Cost price')}
            description={t('What one unit costs you')}
            {...DESCRIBED}
            {...form.field('costPrice')}
            step={0.01}
            decimalScale={4}
            min={0}
            allowNegative={false}
          />
          <NumberInput
            label={t('Stock')}
            required
            description={draft.variations.length ? t('Its own, without the variations') : undefined}
            {...DESCRIBED}
            {...form.field('stock')}
            {...quantityProps(draft.unit)}
          />
          <Select
            label={t('Sold by')}
            description={t('A measure asks the register for the weight')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={UNITS.map((u) => ({ value: u, label: t(UNIT_WORDS[u]) }))}
            allowDeselect={false}
            value={draft.unit}
            onChange={(unit) => unit && form.setField('unit', unit as Unit)}
            error={form.errors.unit}
          />
          <TextInput label={t('SKU')} maxLength={64} {...form.text('sku')} />
          <CategorySelect
            label={t('Category')}
            placeholder={categories.isLoading ? t('Loading...') : t('No category')}
            data={categoryData}
            {...form.field('categoryId')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
          {SOURCING.map(([kind, label, key]) => (
            <ProductInfoSelect key={kind} kind={kind} label={t(label)} {...form.field(key)} />
          ))}
          <NumberInput
            label={t('Reorder level')}
            description={t('Low stock at or below this')}
            {...DESCRIBED}
            {...form.field('reorderLevel')}
            {...quantityProps(draft.unit)}
          />
          <NumberInput
            label={t('Reorder quantity')}
            description={t('Blank: up to twice the level')}
            {...DESCRIBED}
            {...form.field('reorderQuantity')}
            {...quantityProps(draft.unit)}
          />
          <TaxClassSelect {...form.field('taxClassId')} />
        </SimpleGrid>

        <ProductImagesField
          label={t('Product images')}
          value={draft.images}
          onChange={(images) => form.setField('images', images)}
          error={errorUnder(form.errors, 'images')}
        />

        <Divider />
        <VariationsSection
          attributes={draft.attributes}
          variations={draft.variations}
          onAttributes={(attributes) => form.setField('attributes', attributes)}
          onVariations={(variations) => {
            form.setValues((d: ProductDraft) => ({ ...d, variations }));
            form.clearErrorsWhere((key) => key.startsWith('variations'));
          }}
          suggestions={(attributeNames.data ?? []).map((a) => a.name)}
          productPrice={draft.price}
          productCost={draft.costPrice}
          errors={form.errors}
          mismatch={fits ? (form.errors.variations ?? null) : t(MISMATCH)}
        />

        <FormActions
          itemTitle={t('Product')}
          isEdit={isEdit}
          busy={save.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

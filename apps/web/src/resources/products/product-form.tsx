import {
  Divider,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PRODUCT_MESSAGES, type TProductRow, ZProductBody } from '@pos/contracts/products';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { FormActions } from '../../components/resource-list/form-actions';
import { useOptions, useSaveResource } from '../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { SAVE_FAILED } from '../../components/resource-list/use-form-submit';
import {
  errorUnder,
  fromRow,
  issuesByPath,
  type ProductDraft,
  serverFieldErrors,
  toBody,
  variationsFit,
} from './product-draft';
import { ProductImagesField } from './product-images-field';
import { ProductInfoSelect } from './product-info-select';
import { ATTRIBUTE_OPTIONS, CATEGORY_OPTIONS, productInfoSource } from './products-sources';
import { VariationsSection } from './variations-section';

const DROPDOWNS_FAILED = 'Failed to load dropdown data.';
const MISMATCH =
  'The variations no longer match the attributes. Click Generate variations to update them.';

/** Spec 2 §3–§5: a product with its images, sourcing, attributes and variations. */
export function ProductForm({ item, resource, onClose }: ResourceFormProps<TProductRow>) {
  const isEdit = item !== null;
  const [draft, setDraft] = useState<ProductDraft>(() => fromRow(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
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

  const set = <K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => {
      if (!(field in e)) return e;
      const { [field]: _, ...rest } = e;
      return rest;
    });
  };

  const fits = variationsFit(draft.attributes, draft.variations);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZProductBody.safeParse(toBody(draft));
    if (!parsed.success) {
      const byPath = issuesByPath(parsed.error.issues);
      setErrors(byPath);
      setFormError(Object.values(byPath)[0] ?? null);
      setFailures((n) => n + 1);
      return;
    }
    if (!fits) {
      setErrors({});
      setFormError(MISMATCH);
      setFailures((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(
      { id: item?._id, body: parsed.data },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: isEdit ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created,
          });
          onClose();
        },
        onError: (error) => {
          setErrors(
            serverFieldErrors(error instanceof ApiError ? error.details : undefined, draft),
          );
          setFormError(errorMessage(error, SAVE_FAILED));
          setFailures((n) => n + 1);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {dropdownError ? (
          <FormError
            message={`${DROPDOWNS_FAILED} ${errorMessage(dropdownError.error, '')}`.trim()}
          />
        ) : null}
        <div ref={errorBox} style={formError ? undefined : { display: 'none' }}>
          <FormError message={formError} />
        </div>

        <TextInput
          label="Name"
          required
          value={draft.name}
          maxLength={200}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
          <NumberInput
            label="Price"
            required
            value={draft.price}
            onChange={(v) => set('price', v)}
            step={0.01}
            decimalScale={2}
            min={0}
            allowNegative={false}
            error={errors.price}
          />
          <NumberInput
            label="Stock"
            required
            description={draft.variations.length ? 'Its own, without the variations' : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={draft.stock}
            onChange={(v) => set('stock', v)}
            step={1}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            error={errors.stock}
          />
          <TextInput
            label="SKU"
            value={draft.sku}
            maxLength={64}
            onChange={(e) => set('sku', e.currentTarget.value)}
            error={errors.sku}
          />
          <Select
            label="Category"
            placeholder={categories.isLoading ? 'Loading...' : 'No category'}
            data={categoryData}
            value={draft.categoryId}
            onChange={(v) => set('categoryId', v)}
            clearable
            searchable
            nothingFoundMessage="No categories"
            error={errors.categoryId}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
          <ProductInfoSelect
            kind="manufactures"
            label="Manufacturer"
            value={draft.manufacturedBy}
            onChange={(v) => set('manufacturedBy', v)}
            error={errors.manufacturedBy}
          />
          <ProductInfoSelect
            kind="suppliers"
            label="Supplier"
            value={draft.supplier}
            onChange={(v) => set('supplier', v)}
            error={errors.supplier}
          />
          <ProductInfoSelect
            kind="marketed-bys"
            label="Marketed By"
            value={draft.marketedBy}
            onChange={(v) => set('marketedBy', v)}
            error={errors.marketedBy}
          />
          <NumberInput
            label="Reorder level"
            description="Low stock at or below this"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={draft.reorderLevel}
            onChange={(v) => set('reorderLevel', v)}
            step={1}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            error={errors.reorderLevel}
          />
        </SimpleGrid>

        <ProductImagesField
          label="Product images"
          value={draft.images}
          onChange={(images) => set('images', images)}
          error={errorUnder(errors, 'images')}
        />

        <Divider />
        <VariationsSection
          attributes={draft.attributes}
          variations={draft.variations}
          onAttributes={(attributes) => set('attributes', attributes)}
          onVariations={(variations) => {
            setDraft((d) => ({ ...d, variations }));
            setErrors((e) =>
              Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('variations'))),
            );
          }}
          suggestions={(attributeNames.data ?? []).map((a) => a.name)}
          productPrice={draft.price}
          errors={errors}
          mismatch={fits ? (errors.variations ?? null) : MISMATCH}
        />

        <FormActions itemTitle="Product" isEdit={isEdit} busy={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

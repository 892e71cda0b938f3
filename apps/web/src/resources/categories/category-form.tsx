import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { CATEGORY_MESSAGES, type TCategoryRow, ZCategoryBody } from '@pos/contracts/categories';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { FormActions } from '../../components/resource-list/form-actions';
import { useOptions } from '../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useFormSubmit } from '../../components/resource-list/use-form-submit';
import { CATEGORY_OPTIONS } from './categories-sources';
import { parentOptions } from './category-tree';

const FIELDS = ['name', 'description', 'parentCategoryId'] as const;
const LOAD_FAILED = 'Failed to load categories for the Parent Category list.';

/** A category: name, description and its parent, which can never be itself or one below it. */
export function CategoryForm({ item, resource, onClose }: ResourceFormProps<TCategoryRow>) {
  const isEdit = item !== null;
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [parent, setParent] = useState<string | null>(item?.parentCategoryId ?? null);
  const all = useOptions<TCategoryRow>(CATEGORY_OPTIONS);
  const options = useMemo(() => parentOptions(all.data ?? [], item?._id ?? null), [all.data, item]);

  const { submit, fieldErrors, formError, busy, clearError } = useFormSubmit({
    resource,
    id: item?._id,
    fields: FIELDS,
    messages: CATEGORY_MESSAGES,
    onDone: onClose,
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    submit(ZCategoryBody, {
      name,
      description: description.trim() || null,
      parentCategoryId: parent,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {all.error ? (
          <FormError message={`${LOAD_FAILED} ${errorMessage(all.error, '')}`.trim()} />
        ) : null}
        <FormError message={formError} />
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            clearError('name');
          }}
          error={fieldErrors.name}
          data-autofocus
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={5}
          value={description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            clearError('description');
          }}
          error={fieldErrors.description}
        />
        <Select
          label="Parent Category"
          placeholder={all.isLoading ? 'Loading categories...' : 'None (top level)'}
          description={isEdit ? 'Its own subcategories are not offered.' : undefined}
          data={options}
          value={parent}
          onChange={(v) => {
            setParent(v);
            clearError('parentCategoryId');
          }}
          clearable
          searchable
          nothingFoundMessage="No categories"
          error={fieldErrors.parentCategoryId}
          comboboxProps={{ withinPortal: true }}
        />
        <FormActions itemTitle="Category" isEdit={isEdit} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}

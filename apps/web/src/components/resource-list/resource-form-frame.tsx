import { Stack, Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../form-error';
import { useSharedT } from '../shared-text';
import { FormActions } from './form-actions';

/** "Failed to load ... for the form. <the reason>": a select's options could not be loaded. */
export const loadFailedText = (text: string, error: unknown) =>
  `${text} ${errorMessage(error, '')}`.trim();

/** What the frame needs of a form: `useResourceForm`'s answer, or the same made by hand. */
interface FrameForm {
  submit: (e?: React.FormEvent) => void;
  formError: string | null;
  busy: boolean;
  isEdit?: boolean;
  close: () => void;
}

/**
 * The frame of an add/edit form: what failed to load and the form's own message on top, the
 * fields, then Cancel and "Add <item>" or "Save Changes".
 */
export function ResourceFormFrame({
  form,
  itemTitle,
  loadError,
  submitLabel,
  cancelLabel,
  children,
}: {
  form: FrameForm;
  itemTitle?: string;
  /** Options the form needs could not be loaded. */
  loadError?: string | null;
  submitLabel?: string;
  cancelLabel?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="md">
        <FormError message={loadError} />
        <FormError message={form.formError} />
        {children}
        <FormActions
          itemTitle={itemTitle}
          isEdit={form.isEdit}
          submitLabel={submitLabel}
          cancelLabel={cancelLabel}
          busy={form.busy}
          onCancel={form.close}
        />
      </Stack>
    </form>
  );
}

/** The Name box most forms open with (it takes the focus). */
export function NameInput(props: TextInputProps) {
  const t = useSharedT();
  return <TextInput label={t('Name')} required data-autofocus {...props} />;
}

/** An optional description of a few lines. */
export function DescriptionInput(props: TextareaProps) {
  const t = useSharedT();
  return <Textarea label={t('Description')} autosize minRows={2} maxRows={5} {...props} />;
}

import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../api/api-error';
import { type FieldErrors, issuesToFieldErrors, splitServerDetails } from '../../lib/form-errors';
import { useSaveResource } from './resource-queries';
import type { ResourceApi } from './types';

interface Options {
  resource: ResourceApi;
  /** The id of the row being edited; none when adding. */
  id?: string;
  /** The names of the fields the form shows, for the server's per-field messages. */
  fields: readonly string[];
  messages: { created: string; updated: string };
  onDone: () => void;
}

/** The `message` of a write's answer (`{data, message}`), which the success alert shows. */
export function answerMessage(answer: unknown): string | null {
  const message =
    answer && typeof answer === 'object' && 'message' in answer ? answer.message : null;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** Spec 2 §8: a save failure shows the server's message, or this. */
export const SAVE_FAILED = 'Operation failed.';

/**
 * Validates with the contract's schema, saves, and sorts the outcome out: field messages under
 * their fields (client issues and the API's 400 details), anything else above the form.
 */
export function useFormSubmit({ resource, id, fields, messages, onDone }: Options) {
  const save = useSaveResource(resource);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = <S extends z.ZodType>(schema: S, values: z.input<S>) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const errors = issuesToFieldErrors(parsed.error.issues);
      setFieldErrors(errors);
      setFormError(errors._form ?? null);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    save.mutate(
      { id, body: parsed.data },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: answerMessage(answer) ?? (id ? messages.updated : messages.created),
          });
          onDone();
        },
        onError: (error) => {
          const { fieldErrors: byField, unmatched } = splitServerDetails(
            error instanceof ApiError ? error.details : undefined,
            fields,
          );
          setFieldErrors(byField);
          const matched = Object.keys(byField).length > 0;
          setFormError(matched ? (unmatched[0] ?? null) : errorMessage(error, SAVE_FAILED));
        },
      },
    );
  };

  const clearError = (field: string) =>
    setFieldErrors((errors) => {
      if (!(field in errors)) return errors;
      const { [field]: _, ...rest } = errors;
      return rest;
    });

  return { submit, fieldErrors, formError, busy: save.isPending, clearError };
}

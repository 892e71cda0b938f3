import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import { msg, serverText } from '../../lib/i18n';
import { useZodForm, type ZodForm, type ZodFormOptions } from '../../lib/use-zod-form';
import { useSaveResource } from './resource-queries';
import type { ResourceFormProps, RowBase } from './types';

interface Options<Values, Schema extends z.ZodType> extends ZodFormOptions<Values, Schema> {
  /** The success alerts, unless the API's answer has a message of its own. */
  messages: { created: string; updated: string };
  /** After a save, before the form closes (a new stock count opens its page). */
  afterSave?: (answer: unknown) => void;
}

/** The `message` of a write's answer (`{data, message}`), which the success alert shows. */
export function answerMessage(answer: unknown): string | null {
  const message =
    answer && typeof answer === 'object' && 'message' in answer ? answer.message : null;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** Spec 2 §8: a save failure shows the server's message, or this. */
export const SAVE_FAILED = msg('Operation failed.');

export interface ResourceForm<Values, Output> extends ZodForm<Values, Output> {
  /** The form's submit handler: check, save, say so and close; or show what went wrong. */
  submit: (event?: React.FormEvent) => void;
  busy: boolean;
  /** Editing a row (Save Changes), not adding one. */
  isEdit: boolean;
  close: () => void;
}

/**
 * The add/edit form of a list screen, on `useZodForm`: validates with the contract's schema,
 * saves through the screen's resource, and sorts the outcome out: field messages under their
 * fields (client issues and the API's 400 details), anything else above the form.
 */
export function useResourceForm<
  Row extends RowBase,
  Values extends object,
  Schema extends z.ZodType,
>(
  { item, resource, onClose }: ResourceFormProps<Row>,
  { messages, afterSave, ...formOptions }: Options<Values, Schema>,
): ResourceForm<Values, z.output<Schema>> {
  const id = item?._id;
  const save = useSaveResource(resource);
  const form = useZodForm(formOptions);
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id, body },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: serverText(
              answerMessage(answer) ?? (id ? messages.updated : messages.created),
            ),
          });
          onClose();
          afterSave?.(answer);
        },
        onError: (error) => {
          form.serverError(error, SAVE_FAILED);
        },
      },
    ),
  );
  return { ...form, submit, busy: save.isPending, isEdit: item !== null, close: onClose };
}

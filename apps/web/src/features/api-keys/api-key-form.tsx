import { NumberInput, Stack, TextInput } from '@mantine/core';
import {
  API_KEY_DEFAULT_RATE_LIMIT,
  API_KEY_MAX_RATE_LIMIT,
  type TApiKey,
  ZApiKeyBody,
} from '@pos/contracts/api-keys';
import { PERMISSIONS } from '@pos/contracts/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/session-context';
import { FormError } from '../../components/form-error';
import { PermissionChecklist } from '../../components/permission-checklist';
import { FormActions } from '../../components/resource-list/form-actions';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { SecretShownOnce } from '../../components/secret-shown-once';
import { notifySuccess } from '../../lib/notify-success';
import { useZodForm } from '../../lib/use-zod-form';
import { useCreateApiKey } from './api';

/**
 * A new API key (docs/guide/api-keys-and-webhooks.md): its name, the permissions it holds —
 * offered from those the signed-in person holds, as the API allows no more — and its requests a
 * minute; then its secret, shown the one time it is.
 */
export function ApiKeyForm({ onClose }: ResourceFormProps<TApiKey>) {
  const { t } = useTranslation('api-keys');
  const user = useCurrentUser();
  const create = useCreateApiKey();
  const [secret, setSecret] = useState<string | null>(null);
  const offered = PERMISSIONS.filter((p) => user.permissions.includes(p.name)).map((p) => ({
    _id: p.name,
    name: p.name,
    description: p.description,
  }));
  const form = useZodForm({
    initial: {
      name: '',
      permissions: [] as string[],
      rateLimit: API_KEY_DEFAULT_RATE_LIMIT as number | string,
    },
    schema: ZApiKeyBody,
    toInput: (v) => ({
      name: v.name,
      permissions: v.permissions,
      rateLimit: typeof v.rateLimit === 'number' ? v.rateLimit : Number(v.rateLimit || Number.NaN),
    }),
  });
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        setSecret(answer.data.secret);
      },
      onError: (error) => form.serverError(error, t('The API key could not be created.')),
    }),
  );
  if (secret) {
    return (
      <SecretShownOnce
        title={t('API key created')}
        secret={secret}
        testId="api-key-secret"
        onDone={onClose}
      >
        {t(
          'Copy the secret now and keep it where the other system reads it: it is not shown again. Anyone who holds it can do what its permissions allow.',
        )}
      </SecretShownOnce>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <TextInput
          label={t('Name')}
          description={t('What uses it, to tell keys apart: “Accounting sync”, “Web shop”.')}
          required
          maxLength={80}
          autoComplete="off"
          data-autofocus
          {...form.text('name')}
        />
        <PermissionChecklist
          label={t('Permissions')}
          description={t('What the key may do. You can give only permissions you hold yourself.')}
          permissions={offered}
          {...form.field('permissions')}
        />
        <NumberInput
          label={t('Requests a minute')}
          description={t('More in one minute are refused until the next (429).')}
          min={1}
          max={API_KEY_MAX_RATE_LIMIT}
          allowDecimal={false}
          {...form.field('rateLimit')}
        />
        <FormActions submitLabel={t('Create API key')} busy={create.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

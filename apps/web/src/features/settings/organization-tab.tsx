import {
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  ORGANIZATION_MESSAGES,
  type TOrganization,
  ZOrganizationBody,
} from '@pos/contracts/organization';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/api-error';
import { useSession } from '../../auth/session-context';
import { LoadFailed } from '../../components/error-alert';
import { FormError } from '../../components/form-error';
import { FORM_KEY } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify-success';
import { checkResult, useZodForm } from '../../lib/use-zod-form';
import { organizationQuery, useSaveOrganization } from './api';
import { DataExportCard } from './data-export-card';
import { LogoField } from './logo-field';
import {
  checkOrganization,
  draftFromOrganization,
  lacksRequired,
  missingRequired,
  ORGANIZATION_FIELDS,
} from './organization-draft';

/** The Organization Profile tab: the organization's own record, loaded then edited in place. */
export function OrganizationTab() {
  const organization = useQuery(organizationQuery());

  if (organization.isPending) return <Skeleton height={420} />;
  if (organization.isError) {
    return (
      <LoadFailed
        message={ORGANIZATION_MESSAGES.loadFailed}
        onRetry={() => void organization.refetch()}
        retrying={organization.isFetching}
      />
    );
  }
  return (
    <Stack gap="lg">
      <OrganizationForm key={organization.data._id} organization={organization.data} />
      <DataExportCard />
    </Stack>
  );
}

function OrganizationForm({ organization }: { organization: TOrganization }) {
  const { t } = useTranslation('settings');
  const { user, updateUser } = useSession();
  const form = useZodForm({
    initial: () => draftFromOrganization(organization),
    schema: ZOrganizationBody,
    check: (draft) => {
      const { body, formError, fieldErrors } = checkOrganization(draft);
      return checkResult(body, { ...fieldErrors, ...(formError ? { [FORM_KEY]: formError } : {}) });
    },
    fields: ORGANIZATION_FIELDS,
  });
  const [markRequired, setMarkRequired] = useState(false);
  const save = useSaveOrganization(organization._id);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const check = form.validate();
    setMarkRequired(lacksRequired(form.values));
    if (!check.ok) return;
    save.mutate(check.data, {
      onSuccess: ({ data, message }) => {
        // The stored logo comes back as a URL; the form continues from what was stored.
        form.setValues(draftFromOrganization(data));
        // The header shows the organization's name.
        if (user && user.organizationName !== data.name) {
          updateUser({ ...user, organizationName: data.name });
        }
        notifySuccess(message || ORGANIZATION_MESSAGES.updated);
      },
      onError: (error) => form.serverError(error, ORGANIZATION_MESSAGES.saveFailed, failureText),
    });
  };

  // Once flagged, a field stays marked until it is filled in.
  const missing = missingRequired(form.values);
  const busy = save.isPending;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-label={t('Organization profile')}>
        <Stack gap="md">
          <FormError message={form.formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('Organization Name')}
              required
              maxLength={120}
              {...form.text('name')}
              error={form.errors.name ?? (markRequired && missing.name)}
              disabled={busy}
            />
            <TextInput
              label={t('Organization Code')}
              description={t('Letters, digits, - and _')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              maxLength={30}
              {...form.text('code')}
              error={form.errors.code ?? (markRequired && missing.code)}
              disabled={busy}
            />
            <TextInput
              label={t('Email')}
              type="email"
              maxLength={254}
              {...form.text('email')}
              disabled={busy}
            />
            <TextInput
              label={t('Phone')}
              type="tel"
              inputMode="tel"
              maxLength={30}
              {...form.text('phone')}
              disabled={busy}
            />
          </SimpleGrid>
          <Textarea
            label={t('Address')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={500}
            {...form.text('address')}
            disabled={busy}
          />
          <LogoField {...form.field('logo')} disabled={busy} />
          <Checkbox
            label={t('Active')}
            description={t('Set by the platform; it cannot be changed here.')}
            checked={organization.isActive}
            disabled
            readOnly
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('Saving...') : t('Save Changes')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

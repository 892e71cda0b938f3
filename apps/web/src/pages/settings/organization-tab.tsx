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
import { ORGANIZATION_MESSAGES, type TOrganization } from '@pos/contracts/organization';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, failureText } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../auth/session-context';
import { LoadFailed } from '../../components/error-alert';
import { FormError } from '../../components/form-error';
import { type FieldErrors, splitServerDetails } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify-success';
import { LogoField } from './logo-field';
import {
  checkOrganization,
  draftFromOrganization,
  missingRequired,
  ORGANIZATION_FIELDS,
  type OrganizationDraft,
} from './organization-draft';
import { getOrganization, putOrganization } from './settings-api';

/** The Organization Profile tab: the organization's own record, loaded then edited in place. */
export function OrganizationTab() {
  const organization = useQuery({
    queryKey: queryKeys.organization,
    queryFn: ({ signal }) => getOrganization(signal),
    select: (answer) => answer.data,
  });

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
  return <OrganizationForm key={organization.data._id} organization={organization.data} />;
}

function OrganizationForm({ organization }: { organization: TOrganization }) {
  const queryClient = useQueryClient();
  const { user, updateUser } = useSession();
  const [draft, setDraft] = useState<OrganizationDraft>(() => draftFromOrganization(organization));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [markRequired, setMarkRequired] = useState(false);

  const save = useMutation({
    mutationFn: (body: Parameters<typeof putOrganization>[1]) =>
      putOrganization(organization._id, body),
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(queryKeys.organization, { data });
      // The stored logo comes back as a URL; the form continues from what was stored.
      setDraft(draftFromOrganization(data));
      // The header shows the organization's name.
      if (user && user.organizationName !== data.name) {
        updateUser({ ...user, organizationName: data.name });
      }
      notifySuccess(message || ORGANIZATION_MESSAGES.updated);
    },
    onError: (error) => {
      const { fieldErrors: byField, unmatched } = splitServerDetails(
        error instanceof ApiError ? error.details : undefined,
        ORGANIZATION_FIELDS,
      );
      setFieldErrors(byField);
      const matched = Object.keys(byField).length > 0;
      setFormError(
        matched ? (unmatched[0] ?? null) : failureText(error, ORGANIZATION_MESSAGES.saveFailed),
      );
    },
  });

  const set = <K extends keyof OrganizationDraft>(key: K, value: OrganizationDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setFieldErrors(({ [key]: _, ...rest }) => rest);
  };
  const text =
    (key: Exclude<keyof OrganizationDraft, 'logo'>) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, e.currentTarget.value);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkOrganization(draft);
    setFormError(check.formError);
    setFieldErrors(check.fieldErrors);
    setMarkRequired(check.formError === ORGANIZATION_MESSAGES.required);
    if (check.body) save.mutate(check.body);
  };

  // Once flagged, a field stays marked until it is filled in.
  const missing = missingRequired(draft);
  const busy = save.isPending;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-label="Organization profile">
        <Stack gap="md">
          <FormError message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Organization Name"
              required
              maxLength={120}
              value={draft.name}
              onChange={text('name')}
              error={fieldErrors.name ?? (markRequired && missing.name)}
              disabled={busy}
            />
            <TextInput
              label="Organization Code"
              description="Letters, digits, - and _"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              maxLength={30}
              value={draft.code}
              onChange={text('code')}
              error={fieldErrors.code ?? (markRequired && missing.code)}
              disabled={busy}
            />
            <TextInput
              label="Email"
              type="email"
              maxLength={254}
              value={draft.email}
              onChange={text('email')}
              error={fieldErrors.email}
              disabled={busy}
            />
            <TextInput
              label="Phone"
              type="tel"
              inputMode="tel"
              maxLength={30}
              value={draft.phone}
              onChange={text('phone')}
              error={fieldErrors.phone}
              disabled={busy}
            />
          </SimpleGrid>
          <Textarea
            label="Address"
            autosize
            minRows={2}
            maxRows={5}
            maxLength={500}
            value={draft.address}
            onChange={text('address')}
            error={fieldErrors.address}
            disabled={busy}
          />
          <LogoField
            value={draft.logo}
            onChange={(logo) => set('logo', logo)}
            disabled={busy}
            error={fieldErrors.logo}
          />
          <Checkbox
            label="Active"
            description="Set by the platform; it cannot be changed here."
            checked={organization.isActive}
            disabled
            readOnly
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? 'Saving...' : 'Save Changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

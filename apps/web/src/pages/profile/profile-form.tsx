import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { PROFILE_MESSAGES, type TProfileUser } from '@pos/contracts/auth';
import { type DialCode, PHONE_COUNTRIES } from '@pos/contracts/phone';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, failureText } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import type { FieldErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify-success';
import { PhotoField } from './photo-field';
import { patchProfile } from './profile-api';
import {
  draftFromUser,
  type ProfileDraft,
  serverFieldErrors,
  validateProfile,
} from './profile-draft';

const DIAL_CODES = PHONE_COUNTRIES.map((c) => ({
  value: c.dialCode,
  label: `${c.country} ${c.dialCode}`,
}));

/** The edit half of Account Settings; `onSaved` gets the user as the API stored it. */
export function ProfileForm({
  user,
  onSaved,
}: {
  user: TProfileUser;
  onSaved: (user: TProfileUser) => void;
}) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromUser(user));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: patchProfile,
    onSuccess: ({ user: saved }) => {
      // The stored photo comes back as a URL; the form continues from what was stored.
      setDraft(draftFromUser(saved));
      notifySuccess(PROFILE_MESSAGES.updated);
      onSaved(saved);
    },
    onError: (error) => {
      const { fieldErrors: byField, unmatched } = serverFieldErrors(
        error instanceof ApiError ? error.details : undefined,
      );
      setFieldErrors(byField);
      const matched = Object.keys(byField).length > 0;
      setFormError(
        matched ? (unmatched[0] ?? null) : failureText(error, PROFILE_MESSAGES.updateFailed),
      );
    },
  });

  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K], field: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setFieldErrors(({ [field]: _, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { body, errors } = validateProfile(draft, user);
    setFormError(errors?._form ?? null);
    setFieldErrors(errors ?? {});
    if (body) save.mutate(body);
  };

  const busy = save.isPending;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Edit profile">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Edit profile
          </Title>
          <FormError message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Name"
              required
              maxLength={120}
              autoComplete="name"
              value={draft.name}
              onChange={(e) => set('name', e.currentTarget.value, 'name')}
              error={fieldErrors.name}
              disabled={busy}
            />
            <TextInput
              label="Username"
              required
              maxLength={60}
              autoComplete="username"
              value={draft.username}
              onChange={(e) => set('username', e.currentTarget.value, 'username')}
              error={fieldErrors.username}
              disabled={busy}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            value={user.email ?? ''}
            readOnly
            description="Your email address cannot be changed here."
            variant="filled"
          />
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Select
              label="Country code"
              data={DIAL_CODES}
              value={draft.dialCode}
              onChange={(v) => v && set('dialCode', v as DialCode, 'phone')}
              allowDeselect={false}
              w={120}
              style={{ flexShrink: 0 }}
              disabled={busy}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Phone number"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={24}
              placeholder="Number without the country code"
              value={draft.phoneNumber}
              onChange={(e) => set('phoneNumber', e.currentTarget.value, 'phone')}
              error={fieldErrors.phone}
              disabled={busy}
              style={{ flex: 1, minWidth: 0 }}
            />
          </Group>
          <PhotoField
            value={draft.photo}
            onChange={(photo) => set('photo', photo, 'profileImage')}
            name={draft.name || user.username}
            disabled={busy}
            error={fieldErrors.profileImage}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? 'Saving...' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

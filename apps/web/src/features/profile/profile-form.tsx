import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { PROFILE_MESSAGES, type TProfileUser, ZProfilePatch } from '@pos/contracts/auth';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@pos/contracts/languages';
import { type DialCode, PHONE_COUNTRIES } from '@pos/contracts/phone';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { notifySuccess } from '../../lib/notify-success';
import { checkResult, useZodForm } from '../../lib/use-zod-form';
import { useSaveProfile } from './api';
import { PhotoField } from './photo-field';
import { draftFromUser, PHONE_INVALID, PROFILE_FIELDS, validateProfile } from './profile-draft';

const DIAL_CODES = PHONE_COUNTRIES.map((c) => ({
  value: c.dialCode,
  label: `${c.country} ${c.dialCode}`,
}));

/** The language picker's value for "the organization's" (null in the draft). */
const ORGANIZATION_LANGUAGE = 'organization';

/**
 * The edit half of Account Settings; a save updates the cached profile the page shows (and the
 * session's user with it, so a new language switches the whole app at once).
 */
export function ProfileForm({ user }: { user: TProfileUser }) {
  const { t } = useTranslation('profile');
  const languages = [
    { value: ORGANIZATION_LANGUAGE, label: t('Organization default') },
    // Each language in its own words, as the reader of that language looks for it.
    ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
  ];
  const form = useZodForm({
    initial: () => draftFromUser(user),
    schema: ZProfilePatch,
    check: (draft) => {
      const { body, errors } = validateProfile(draft, user);
      if (errors?.phone === PHONE_INVALID) errors.phone = t(PHONE_INVALID);
      return checkResult(body, errors);
    },
    fields: PROFILE_FIELDS,
  });
  const save = useSaveProfile();

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: ({ user: saved }) => {
        // The stored photo comes back as a URL; the form continues from what was stored.
        form.setValues(draftFromUser(saved));
        notifySuccess(PROFILE_MESSAGES.updated);
      },
      onError: (error) => form.serverError(error, PROFILE_MESSAGES.updateFailed, failureText),
    }),
  );

  const busy = save.isPending;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={t('Edit profile')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('Edit profile')}
          </Title>
          <FormError message={form.formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('Name')}
              required
              maxLength={120}
              autoComplete="name"
              {...form.text('name')}
              disabled={busy}
            />
            <TextInput
              label={t('Username')}
              required
              maxLength={60}
              autoComplete="username"
              {...form.text('username')}
              disabled={busy}
            />
          </SimpleGrid>
          <TextInput
            label={t('Email')}
            value={user.email ?? ''}
            readOnly
            description={t('Your email address cannot be changed here.')}
            variant="filled"
          />
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Select
              label={t('Country code')}
              data={DIAL_CODES}
              value={form.values.dialCode}
              onChange={(v) => v && form.setField('dialCode', v as DialCode, 'phone')}
              allowDeselect={false}
              w={120}
              style={{ flexShrink: 0 }}
              disabled={busy}
            />
            <TextInput
              label={t('Phone number')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={24}
              placeholder={t('Number without the country code')}
              {...form.text('phoneNumber', 'phone')}
              disabled={busy}
              style={{ flex: 1, minWidth: 0 }}
            />
          </Group>
          <Select
            label={t('Language')}
            data={languages}
            value={form.values.language ?? ORGANIZATION_LANGUAGE}
            onChange={(v) => form.setField('language', isLanguage(v) ? v : null)}
            allowDeselect={false}
            error={form.errors.language}
            disabled={busy}
          />
          <PhotoField
            {...form.field('photo', 'profileImage')}
            name={form.values.name || user.username}
            disabled={busy}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('Saving...') : t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

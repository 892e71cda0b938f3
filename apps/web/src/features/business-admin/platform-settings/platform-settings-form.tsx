import { Alert, Badge, Button, Group, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import {
  type InstallerPlatform,
  PLATFORM_SETTINGS_MESSAGES as M,
  type TPlatformSettings,
  ZPlatformSettings,
} from '@pos/contracts/platform-settings';
import {
  IconAlertCircle,
  IconCheck,
  IconDeviceMobile,
  IconSettings,
  IconShare,
} from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureText } from '../../../api/api-error';
import type { FieldErrors } from '../../../lib/form-errors';
import { msg, serverText } from '../../../lib/i18n';
import { checkResult, useZodForm } from '../../../lib/use-zod-form';
import { InstallerUploadError, useSavePlatformSettings } from './api';
import { AppDownloadsFields, type InstallerFiles } from './app-downloads-fields';
import { GeneralSettingsFields } from './general-settings-fields';
import {
  checkPlatformSettings,
  errorCountByTab,
  INSTALLER_FIELD,
  type InnerTab,
  PLATFORM_SETTINGS_FIELDS,
  serverErrorsOf,
  tabOf,
  tabToShow,
} from './platform-settings-draft';
import { SocialLinksFields } from './social-links-fields';
import { useSettingsBanner } from './use-settings-banner';

const NO_FILES: InstallerFiles = { android: null, windows: null };
const UPLOADING: Record<InstallerPlatform, string> = {
  android: msg('Uploading the Android installer...'),
  windows: msg('Uploading the Windows installer...'),
};

const TABS: { value: InnerTab; label: string; save: string; icon: typeof IconSettings }[] = [
  {
    value: 'general',
    label: msg('General Settings'),
    save: msg('Save General Settings'),
    icon: IconSettings,
  },
  {
    value: 'social',
    label: msg('Social Links'),
    save: msg('Save Social Links'),
    icon: IconShare,
  },
  {
    value: 'apps',
    label: msg('App Downloads'),
    save: msg('Save App Settings'),
    icon: IconDeviceMobile,
  },
];

/** The three inner tabs of Platform Settings; every save button saves the whole object. */
export function PlatformSettingsForm({ saved }: { saved: TPlatformSettings }) {
  const { t } = useTranslation('business-admin');
  const [tab, setTab] = useState<InnerTab>('general');
  const form = useZodForm({
    initial: saved,
    schema: ZPlatformSettings,
    check: (draft) => {
      const { settings, errors } = checkPlatformSettings(draft);
      return checkResult(settings, errors);
    },
    fields: PLATFORM_SETTINGS_FIELDS,
  });
  const [files, setFiles] = useState<InstallerFiles>(NO_FILES);
  const [fileErrors, setFileErrors] = useState<Partial<Record<InstallerPlatform, string>>>({});
  const [uploading, setUploading] = useState<InstallerPlatform | null>(null);
  const [banner, setBanner] = useSettingsBanner();
  const formRef = useRef<HTMLFormElement>(null);
  const [focusField, setFocusField] = useState<string | null>(null);

  // The first field with a message gets the focus once its tab shows, so it is not missed.
  useEffect(() => {
    if (!focusField) return;
    const frame = requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>(`[name="${focusField}"]`)?.focus();
      setFocusField(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusField]);

  /** Every button saves the whole object: go to the tab of the first message, and focus it. */
  const goToErrors = (errors: FieldErrors) => {
    const shown = tabToShow(tab, errors);
    setTab(shown);
    setFocusField(Object.keys(errors).find((field) => tabOf(field) === shown) ?? null);
  };

  const save = useSavePlatformSettings({
    onUploading: setUploading,
    onUploaded: (platform, url) => {
      // Stored already: should the save below fail, the next one does not upload it again.
      form.setValues((d) => ({ ...d, [INSTALLER_FIELD[platform]]: url }));
      setFiles((f) => ({ ...f, [platform]: null }));
    },
  });

  const onSaved = ({ data, message }: { data: TPlatformSettings; message?: string }) => {
    form.setValues(data);
    setFiles(NO_FILES);
    form.setErrors({});
    setBanner({ kind: 'success', text: message || M.saved });
  };

  const onFailed = (error: unknown) => {
    if (error instanceof InstallerUploadError) {
      const text = failureText(error.cause, M.saveFailed);
      setFileErrors({ [error.platform]: text });
      setBanner({ kind: 'error', text });
      return;
    }
    const { fieldErrors, unmatched } = serverErrorsOf(
      error instanceof ApiError ? error.details : undefined,
    );
    if (Object.keys(fieldErrors).length) {
      form.setErrors(fieldErrors);
      goToErrors(fieldErrors);
    }
    setBanner({ kind: 'error', text: unmatched[0] ?? failureText(error, M.saveFailed) });
  };

  const changeFile = (platform: InstallerPlatform, file: File | null) => {
    setFiles((f) => ({ ...f, [platform]: file }));
    setFileErrors(({ [platform]: _, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const check = form.validate();
    if (!check.ok) return goToErrors(check.errors);
    setBanner(null);
    setFileErrors({});
    save.mutate({ settings: check.data, files }, { onSuccess: onSaved, onError: onFailed });
  };

  const busy = save.isPending;
  const counts = errorCountByTab(form.errors);
  const fieldProps = {
    draft: form.values,
    errors: form.errors,
    disabled: busy,
    onChange: form.setField,
  };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('Platform settings')}>
      <Stack gap="md">
        {banner ? (
          <Alert
            color={banner.kind === 'success' ? 'green' : 'red'}
            variant="light"
            icon={
              banner.kind === 'success' ? (
                <IconCheck aria-hidden />
              ) : (
                <IconAlertCircle aria-hidden />
              )
            }
            role={banner.kind === 'success' ? 'status' : 'alert'}
            withCloseButton
            closeButtonLabel={t('Dismiss message')}
            onClose={() => setBanner(null)}
          >
            {serverText(banner.text)}
          </Alert>
        ) : null}
        <Tabs value={tab} onChange={(v) => v && setTab(v as InnerTab)} variant="pills">
          <Tabs.List mb="md">
            {TABS.map((item) => (
              <Tabs.Tab
                key={item.value}
                value={item.value}
                leftSection={<item.icon size={16} aria-hidden />}
                rightSection={
                  counts[item.value] ? (
                    <Badge size="xs" color="red" circle aria-hidden>
                      {counts[item.value]}
                    </Badge>
                  ) : null
                }
              >
                {t(item.label)}
                {counts[item.value] ? (
                  <VisuallyHidden>
                    {` ${t('({{number}} to correct)', { number: counts[item.value] })}`}
                  </VisuallyHidden>
                ) : null}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((item) => (
            <Tabs.Panel key={item.value} value={item.value}>
              <Stack gap="md">
                {item.value === 'general' ? <GeneralSettingsFields {...fieldProps} /> : null}
                {item.value === 'social' ? <SocialLinksFields {...fieldProps} /> : null}
                {item.value === 'apps' ? (
                  <AppDownloadsFields
                    {...fieldProps}
                    saved={saved}
                    files={files}
                    onFileChange={changeFile}
                    fileErrors={fileErrors}
                  />
                ) : null}
                <Group justify="flex-end" gap="sm">
                  {uploading ? (
                    <Text size="sm" c="dimmed" role="status">
                      {t(UPLOADING[uploading])}
                    </Text>
                  ) : null}
                  <Button type="submit" disabled={busy} aria-busy={busy}>
                    {busy ? t('Saving...') : t(item.save)}
                  </Button>
                </Group>
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </form>
  );
}

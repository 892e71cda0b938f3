import { Alert, Badge, Button, Group, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import {
  type InstallerPlatform,
  PLATFORM_SETTINGS_MESSAGES as M,
  type TPlatformSettings,
} from '@pos/contracts/platform-settings';
import {
  IconAlertCircle,
  IconCheck,
  IconDeviceMobile,
  IconSettings,
  IconShare,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, failureText } from '../../../api/api-error';
import type { FieldErrors } from '../../../lib/form-errors';
import { platformInfoKey } from '../../../platform/platform-info';
import { AppDownloadsFields, type InstallerFiles } from './app-downloads-fields';
import { GeneralSettingsFields } from './general-settings-fields';
import {
  InstallerUploadError,
  platformSettingsKey,
  putPlatformSettings,
  uploadInstaller,
} from './platform-settings-api';
import {
  checkPlatformSettings,
  errorCountByTab,
  INSTALLER_FIELD,
  type InnerTab,
  type SettingsField,
  serverErrorsOf,
  tabOf,
  tabToShow,
} from './platform-settings-draft';
import { SocialLinksFields } from './social-links-fields';
import { useSettingsBanner } from './use-settings-banner';

const NO_FILES: InstallerFiles = { android: null, windows: null };
const INSTALLERS: InstallerPlatform[] = ['android', 'windows'];
const UPLOADING: Record<InstallerPlatform, string> = {
  android: 'Uploading the Android installer...',
  windows: 'Uploading the Windows installer...',
};

const TABS: { value: InnerTab; label: string; save: string; icon: typeof IconSettings }[] = [
  {
    value: 'general',
    label: 'General Settings',
    save: 'Save General Settings',
    icon: IconSettings,
  },
  { value: 'social', label: 'Social Links', save: 'Save Social Links', icon: IconShare },
  { value: 'apps', label: 'App Downloads', save: 'Save App Settings', icon: IconDeviceMobile },
];

/** The three inner tabs of Platform Settings; every save button saves the whole object. */
export function PlatformSettingsForm({ saved }: { saved: TPlatformSettings }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<InnerTab>('general');
  const [draft, setDraft] = useState<TPlatformSettings>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
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

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const shown = tabToShow(tab, next);
    setTab(shown);
    setFocusField(Object.keys(next).find((field) => tabOf(field) === shown) ?? null);
  };

  const save = useMutation({
    // Spec 2 §4: installers first, their links into the settings, then the whole object.
    mutationFn: async (vars: { settings: TPlatformSettings; files: InstallerFiles }) => {
      let body = vars.settings;
      for (const platform of INSTALLERS) {
        const file = vars.files[platform];
        if (!file) continue;
        setUploading(platform);
        let url: string;
        try {
          url = await uploadInstaller(platform, file);
        } catch (error) {
          throw new InstallerUploadError(platform, error);
        }
        const field = INSTALLER_FIELD[platform];
        body = { ...body, [field]: url };
        // Stored already: should the save below fail, the next one does not upload it again.
        setDraft((d) => ({ ...d, [field]: url }));
        setFiles((f) => ({ ...f, [platform]: null }));
      }
      setUploading(null);
      return putPlatformSettings(body);
    },
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(platformSettingsKey, { data });
      // The title, banners and sign-in page read the public info: show the change at once.
      void queryClient.invalidateQueries({ queryKey: platformInfoKey });
      setDraft(data);
      setFiles(NO_FILES);
      setErrors({});
      setBanner({ kind: 'success', text: message || M.saved });
    },
    onError: (error) => {
      if (error instanceof InstallerUploadError) {
        const text = failureText(error.cause, M.saveFailed);
        setFileErrors({ [error.platform]: text });
        setBanner({ kind: 'error', text });
        return;
      }
      const { fieldErrors, unmatched } = serverErrorsOf(
        error instanceof ApiError ? error.details : undefined,
      );
      if (Object.keys(fieldErrors).length) showErrors(fieldErrors);
      setBanner({ kind: 'error', text: unmatched[0] ?? failureText(error, M.saveFailed) });
    },
    onSettled: () => setUploading(null),
  });

  const change = <K extends SettingsField>(field: K, value: TPlatformSettings[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const changeFile = (platform: InstallerPlatform, file: File | null) => {
    setFiles((f) => ({ ...f, [platform]: file }));
    setFileErrors(({ [platform]: _, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkPlatformSettings(draft);
    if (check.errors) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    setBanner(null);
    setFileErrors({});
    save.mutate({ settings: check.settings, files });
  };

  const busy = save.isPending;
  const counts = errorCountByTab(errors);
  const fieldProps = { draft, errors, disabled: busy, onChange: change };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Platform settings">
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
            closeButtonLabel="Dismiss message"
            onClose={() => setBanner(null)}
          >
            {banner.text}
          </Alert>
        ) : null}
        <Tabs value={tab} onChange={(v) => v && setTab(v as InnerTab)} variant="pills">
          <Tabs.List mb="md">
            {TABS.map((t) => (
              <Tabs.Tab
                key={t.value}
                value={t.value}
                leftSection={<t.icon size={16} aria-hidden />}
                rightSection={
                  counts[t.value] ? (
                    <Badge size="xs" color="red" circle aria-hidden>
                      {counts[t.value]}
                    </Badge>
                  ) : null
                }
              >
                {t.label}
                {counts[t.value] ? (
                  <VisuallyHidden>{` (${counts[t.value]} to correct)`}</VisuallyHidden>
                ) : null}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              <Stack gap="md">
                {t.value === 'general' ? <GeneralSettingsFields {...fieldProps} /> : null}
                {t.value === 'social' ? <SocialLinksFields {...fieldProps} /> : null}
                {t.value === 'apps' ? (
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
                      {UPLOADING[uploading]}
                    </Text>
                  ) : null}
                  <Button type="submit" disabled={busy} aria-busy={busy}>
                    {busy ? 'Saving...' : t.save}
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

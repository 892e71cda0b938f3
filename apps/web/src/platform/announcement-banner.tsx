import { Alert, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DISMISSED_ANNOUNCEMENT_KEY, isAnnouncementShown } from './announcement';
import { usePlatformInfo } from './platform-info';

/** Platform Settings → Announcement, shown to every signed-in user until they close it. */
export function AnnouncementBanner() {
  const { t } = useTranslation('common');
  const { data } = usePlatformInfo();
  const [dismissed, setDismissed] = useLocalStorage<string | null>({
    key: DISMISSED_ANNOUNCEMENT_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
    // A plain string: readable in the storage panel, and no JSON to break.
    serialize: (v) => v ?? '',
    deserialize: (v) => v || null,
  });
  const text = data?.announcement.trim() ?? '';
  if (!isAnnouncementShown(text, dismissed)) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      mb="lg"
      icon={<IconSpeakerphone aria-hidden />}
      role="region"
      aria-label={t('Announcement')}
      withCloseButton
      closeButtonLabel={t('Dismiss announcement')}
      onClose={() => setDismissed(text)}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </Alert>
  );
}

import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** There is no notification source yet; the bell says so instead of inventing any. */
export function NotificationsBell() {
  const { t } = useTranslation('common');
  return (
    // Rendered in place, not portalled to <body>: it stays inside the header's landmark.
    <Popover position="bottom-end" withArrow shadow="md" width={260} withinPortal={false}>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('Notifications')}>
          <IconBell size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" c="dimmed">
          {t('No new notifications.')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

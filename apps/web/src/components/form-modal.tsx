import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSharedT } from './shared-text';

/**
 * A form's dialog: its title (translated by the feature, or a key of the nearest
 * `<TextNamespace>`), full screen on a phone (where a form needs the whole screen).
 */
export function FormModal({
  title,
  opened,
  onClose,
  size,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const t = useSharedT();
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(title)}
      size={size}
      fullScreen={isPhone}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}

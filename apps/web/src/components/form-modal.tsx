import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A form's dialog: its title, full screen on a phone (where a form needs the whole screen). */
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
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={isPhone}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}

import { Modal, type ModalProps } from '@mantine/core';
import { useState } from 'react';

/**
 * A Mantine Modal that is not rendered at all while it stays closed, and is unmounted once its
 * closing transition has ended. A closed Modal still renders a dozen components on every render
 * of its parent; on the register that was a cost paid at each scan (docs/benchmarks/
 * register-till.md).
 */
export function LazyModal({ opened, onExitTransitionEnd, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(opened);
  // Opening mounts it in the same render (React's "adjusting state while rendering").
  if (opened && !mounted) setMounted(true);
  if (!opened && !mounted) return null;
  return (
    <Modal
      {...props}
      opened={opened}
      onExitTransitionEnd={() => {
        setMounted(false);
        onExitTransitionEnd?.();
      }}
    />
  );
}

import { Group, Stack, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';

/** Every signed-in screen: a title, its action buttons on the right, then the content. */
export function PageFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <FrameHead title={title} actions={actions} />
      {children}
    </Stack>
  );
}

/** Memoised: a screen that renders often (the register, at every scan) keeps its head as is. */
const FrameHead = memo(function FrameHead({
  title,
  actions,
}: {
  title: string;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
});

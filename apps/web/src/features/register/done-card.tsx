import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The card a finished sale or return leaves on the register: a check mark with its title and
 * one line of what it was, then its figures and next steps (`children`).
 */
export function DoneCard({
  label,
  color,
  title,
  summary,
  children,
}: {
  /** The card's accessible name ("Sale completed"). */
  label: string;
  color: string;
  title: ReactNode;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      padding="lg"
      maw={560}
      mx="auto"
      w="100%"
      component="section"
      aria-label={label}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={color} size={44} radius="xl" variant="light">
            <IconCircleCheck size={28} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
          </div>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** Prints the receipt (`usePrintReceipt`'s `print` and `printing`). */
export function PrintButton({
  onClick,
  loading,
  children,
}: {
  onClick: () => unknown;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      leftSection={<IconPrinter size={18} />}
      variant="light"
      onClick={onClick}
      loading={loading}
    >
      {children}
    </Button>
  );
}

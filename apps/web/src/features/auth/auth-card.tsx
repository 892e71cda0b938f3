import { Alert, Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../layout/brand';

/**
 * The centered card of the public pages (sign-in, sign-up, password recovery): the page's main
 * landmark, so that what sits beside it (the sign-in footer, the promo panel) keeps its own.
 */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="main" withBorder shadow="sm" p={{ base: 'lg', sm: 32 }} w="100%" maw={440}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Box mb="xs">
            <Brand />
          </Box>
          <Title order={1} fz={24}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** A whole window with the card in its middle. */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      {children}
    </Center>
  );
}

/** What a public page's form achieved (a link sent, a password reset), read out politely. */
export function DoneAlert({
  icon = <IconCircleCheck aria-hidden />,
  children,
}: {
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Alert color="green" variant="light" icon={icon} role="status">
      {children}
    </Alert>
  );
}

/** The way back to the sign-in page, under a public page's form. */
export function SignInLink({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login" size="sm">
        {children ?? t('Back to sign in')}
      </Anchor>
    </Text>
  );
}

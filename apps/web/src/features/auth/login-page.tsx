import {
  Anchor,
  Box,
  Button,
  Center,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { SIGN_IN_MISMATCH } from '@pos/contracts/auth-messages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage, hasErrorCode } from '../../api/api-error';
import { useSession } from '../../auth/session-context';
import { FormError } from '../../components/form-error';
import { msg } from '../../lib/i18n';
import { MaintenanceNotice } from '../../platform/maintenance-notice';
import { SignInFooter } from '../../platform/sign-in-footer';
import { login } from './api';
import { AuthCard } from './auth-card';
import { LoginPromoPanel } from './login-promo-panel';

const LOGIN_FAILED = msg('Login failed. Please check your credentials.');

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // The e-mail entry is sent as `username`: the API matches it against e-mail or username.
      const auth = await login({ username: email.trim(), password });
      // Once the session is authenticated, PublicOnly sends the user on (to `from` or their landing).
      await signIn(auth);
    } catch (err) {
      // A refusal for maintenance is shown by the maintenance notice, not twice.
      setError(
        hasErrorCode(err, 'MAINTENANCE')
          ? null
          : hasErrorCode(err, 'INVALID_CREDENTIALS')
            ? SIGN_IN_MISMATCH
            : errorMessage(err, t(LOGIN_FAILED)),
      );
      setBusy(false);
    }
  }

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100dvh">
      <Center p="md" bg="var(--mantine-color-gray-0)">
        <Stack align="center" gap="lg" w="100%">
          <AuthCard title={t('Sign in to your account')}>
            <form onSubmit={onSubmit}>
              <Stack gap="md">
                <MaintenanceNotice />
                <FormError message={error} />
                <TextInput
                  type="email"
                  label={t('Email address')}
                  autoComplete="username"
                  required
                  withAsterisk={false}
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  disabled={busy}
                />
                <PasswordInput
                  label={t('Password')}
                  autoComplete="current-password"
                  required
                  withAsterisk={false}
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  disabled={busy}
                />
                <Group justify="flex-end">
                  <Anchor component={Link} to="/forgot-password" size="sm">
                    {t('Forgot your password?')}
                  </Anchor>
                </Group>
                <Button type="submit" fullWidth disabled={busy}>
                  {busy ? t('Signing in...') : t('Sign in')}
                </Button>
                <Text size="sm" ta="center" c="dimmed">
                  {t("Don't have an account?")}{' '}
                  <Anchor component={Link} to="/" fw={600}>
                    {t('Sign up')}
                  </Anchor>
                </Text>
              </Stack>
            </form>
          </AuthCard>
          <SignInFooter />
        </Stack>
      </Center>
      <Box component="aside" aria-label={t('Product overview')} visibleFrom="md">
        <LoginPromoPanel />
      </Box>
    </SimpleGrid>
  );
}

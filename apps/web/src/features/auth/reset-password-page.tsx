import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import {
  PASSWORD_MIN,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  RESET_LINK_INVALID,
} from '@pos/contracts/auth-messages';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { resetPassword } from './api';
import { AuthCard, AuthPage, DoneAlert, SignInLink } from './auth-card';

const REDIRECT_AFTER_MS = 5000;

type Phase = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success'; message: string };

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);

  // Spec 1 §2: after a successful reset the user is sent to /login after 5 seconds.
  useEffect(() => {
    if (phase.kind !== 'success') return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [phase.kind, navigate]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    if (password !== confirmPassword) return setError(PASSWORDS_DO_NOT_MATCH);
    if (password.length < PASSWORD_MIN) return setError(PASSWORD_TOO_SHORT);
    setPhase({ kind: 'submitting' });
    try {
      const { message } = await resetPassword(token, { password, confirmPassword });
      setPhase({ kind: 'success', message });
    } catch (err) {
      setError(errorMessage(err, RESET_LINK_INVALID));
      setPhase({ kind: 'idle' });
    }
  }

  const submitting = phase.kind === 'submitting';

  return (
    <AuthPage>
      <AuthCard title={t('Reset your password')}>
        {phase.kind === 'success' ? (
          <Stack gap="md">
            <DoneAlert>{phase.message}</DoneAlert>
            <Text size="sm" c="dimmed">
              {t('You will be taken to the sign-in page in a few seconds.')}
            </Text>
            <Anchor component={Link} to="/login" fw={600}>
              {t('Proceed to Login')}
            </Anchor>
          </Stack>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <FormError message={error} />
              <PasswordInput
                label={t('New password')}
                description={t('At least 8 characters.')}
                autoComplete="new-password"
                required
                withAsterisk={false}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                disabled={submitting}
              />
              <PasswordInput
                label={t('Confirm new password')}
                autoComplete="new-password"
                required
                withAsterisk={false}
                value={confirmPassword}
                onChange={(e) => setConfirmPassword(e.currentTarget.value)}
                disabled={submitting}
              />
              <Button type="submit" fullWidth disabled={submitting}>
                {submitting ? t('Resetting...') : t('Reset password')}
              </Button>
              <SignInLink />
            </Stack>
          </form>
        )}
      </AuthCard>
    </AuthPage>
  );
}

import { Button, Stack, TextInput } from '@mantine/core';
import { FORGOT_PASSWORD_MESSAGE } from '@pos/contracts/auth-messages';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/i18n';
import { forgotPassword } from './api';
import { AuthCard, AuthPage, DoneAlert, SignInLink } from './auth-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    try {
      await forgotPassword({ email: email.trim() });
    } catch {
      // Deliberately ignored: the page must not reveal whether an account exists (spec 1 §2).
    } finally {
      setBusy(false);
      setSent(true);
    }
  }

  return (
    <AuthPage>
      <AuthCard
        title={t('Forgot your password?')}
        subtitle={t(
          'Enter the e-mail address of your account and we will send you a link to choose a new password.',
        )}
      >
        <form onSubmit={onSubmit}>
          <Stack gap="md">
            {sent ? (
              <DoneAlert icon={<IconMailCheck aria-hidden />}>
                {serverText(FORGOT_PASSWORD_MESSAGE)}
              </DoneAlert>
            ) : null}
            <TextInput
              type="email"
              label={t('Email address')}
              autoComplete="email"
              required
              withAsterisk={false}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              disabled={busy || sent}
            />
            <Button type="submit" fullWidth disabled={busy || sent}>
              {busy ? t('Sending...') : t('Send reset link')}
            </Button>
            <SignInLink />
          </Stack>
        </form>
      </AuthCard>
    </AuthPage>
  );
}

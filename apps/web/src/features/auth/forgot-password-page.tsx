// i18n-pending — words still written here, not yet from the catalogs
import { Button, Stack, TextInput } from '@mantine/core';
import { FORGOT_PASSWORD_MESSAGE } from '@pos/contracts/auth-messages';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { forgotPassword } from './api';
import { AuthCard, AuthPage, DoneAlert, SignInLink } from './auth-card';

export function ForgotPasswordPage() {
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
        title="Forgot your password?"
        subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      >
        <form onSubmit={onSubmit}>
          <Stack gap="md">
            {sent ? (
              <DoneAlert icon={<IconMailCheck aria-hidden />}>{FORGOT_PASSWORD_MESSAGE}</DoneAlert>
            ) : null}
            <TextInput
              type="email"
              label="Email address"
              autoComplete="email"
              required
              withAsterisk={false}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              disabled={busy || sent}
            />
            <Button type="submit" fullWidth disabled={busy || sent}>
              {busy ? 'Sending...' : 'Send reset link'}
            </Button>
            <SignInLink />
          </Stack>
        </form>
      </AuthCard>
    </AuthPage>
  );
}

import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { FORGOT_PASSWORD_MESSAGE } from '@pos/contracts/auth-messages';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { forgotPassword } from './api';
import { AuthCard, AuthPage } from './auth-card';

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
              <Alert
                color="green"
                variant="light"
                icon={<IconMailCheck aria-hidden />}
                role="status"
              >
                {FORGOT_PASSWORD_MESSAGE}
              </Alert>
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
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/login" size="sm">
                Back to sign in
              </Anchor>
            </Text>
          </Stack>
        </form>
      </AuthCard>
    </AuthPage>
  );
}

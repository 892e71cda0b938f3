import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type TSignupBody, ZSignupBody } from '@pos/contracts/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, hasErrorCode } from '../../api/api-error';
import { signup } from '../../api/auth-api';
import { useSession } from '../../auth/session-context';
import { FormError } from '../../components/form-error';
import { useZodForm } from '../../lib/use-zod-form';
import { AuthCard, AuthPage } from './auth-card';

type Field = keyof TSignupBody;

const EMPTY: TSignupBody = { organizationName: '', name: '', email: '', password: '' };
const FAILED = 'Sign-up failed. Please try again.';

export function SignupPage() {
  const { signIn } = useSession();
  // The same zod schema the API validates with, so both sides give the same messages.
  const form = useZodForm({ initial: EMPTY, schema: ZSignupBody });
  const [busy, setBusy] = useState(false);

  const bind = (field: Field) => ({ ...form.text(field), disabled: busy });

  const onSubmit = form.handleSubmit(async (body) => {
    setBusy(true);
    try {
      // The new session is stored like a sign-in; PublicOnly then opens /dashboard.
      await signIn(await signup(body));
    } catch (err) {
      const byField = form.serverError(err, FAILED);
      // A taken e-mail (409) is said above the form too; a refused field only under it.
      if (Object.keys(byField).length && !hasErrorCode(err, 'VALIDATION_ERROR')) {
        form.setFormError(errorMessage(err, FAILED));
      }
      setBusy(false);
    }
  });

  return (
    <AuthPage>
      <AuthCard
        title="Create your organization"
        subtitle="Start a 30-day trial. You will be the owner of the new organization."
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormError message={form.formError} />
            <TextInput
              label="Organization name"
              autoComplete="organization"
              required
              withAsterisk={false}
              {...bind('organizationName')}
            />
            <TextInput
              label="Your name"
              autoComplete="name"
              required
              withAsterisk={false}
              {...bind('name')}
            />
            <TextInput
              type="email"
              label="Email address"
              autoComplete="email"
              required
              withAsterisk={false}
              {...bind('email')}
            />
            <PasswordInput
              label="Password"
              description="At least 8 characters."
              autoComplete="new-password"
              required
              withAsterisk={false}
              {...bind('password')}
            />
            <Button type="submit" fullWidth disabled={busy}>
              {busy ? 'Creating account...' : 'Create account'}
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/login" size="sm">
                Already have an account? Sign in
              </Anchor>
            </Text>
          </Stack>
        </form>
      </AuthCard>
    </AuthPage>
  );
}

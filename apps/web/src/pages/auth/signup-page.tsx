import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type TSignupBody, ZSignupBody } from '@pos/contracts/auth';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage, fieldErrorsOf } from '../../api/api-error';
import { signup } from '../../api/auth-api';
import { useSession } from '../../auth/session-context';
import { FormError } from '../../components/form-error';
import { AuthCard, AuthPage } from './auth-card';

type Field = keyof TSignupBody;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: TSignupBody = { organizationName: '', name: '', email: '', password: '' };

/** The same zod schema the API validates with, so both sides give the same messages. */
function validate(values: TSignupBody): FieldErrors {
  const parsed = ZSignupBody.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function SignupPage() {
  const { signIn } = useSession();
  const [values, setValues] = useState<TSignupBody>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const bind = (field: Field) => ({
    value: values[field],
    error: fieldErrors[field],
    disabled: busy,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
      // Clear a field's message as soon as the user corrects it.
      setFieldErrors((f) => ({ ...f, [field]: undefined }));
    },
  });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    const errors = validate(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const auth = await signup(ZSignupBody.parse(values));
      // The new session is stored like a sign-in; PublicOnly then opens /dashboard.
      await signIn(auth);
    } catch (err) {
      const serverFields = fieldErrorsOf(err);
      const known = Object.keys(serverFields).filter((k) => k in EMPTY);
      if (known.length > 0) setFieldErrors(serverFields as FieldErrors);
      // A 409 (e-mail taken) and anything not tied to a field show above the form.
      if (!(err instanceof ApiError && err.status === 400 && known.length > 0)) {
        setError(errorMessage(err, 'Sign-up failed. Please try again.'));
      }
      setBusy(false);
    }
  }

  return (
    <AuthPage>
      <AuthCard
        title="Create your organization"
        subtitle="Start a 30-day trial. You will be the owner of the new organization."
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormError message={error} />
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

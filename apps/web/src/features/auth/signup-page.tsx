import { Button, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { type TSignupBody, ZSignupBody } from '@pos/contracts/auth';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, hasErrorCode } from '../../api/api-error';
import { useSession } from '../../auth/session-context';
import { FormError } from '../../components/form-error';
import { msg } from '../../lib/i18n';
import { useZodForm } from '../../lib/use-zod-form';
import {
  browserCurrency,
  browserTimeZone,
  currencyHint,
  currencyOptions,
  timezoneOptions,
  withCurrent,
} from '../../lib/zones-and-currencies';
import { signup } from './api';
import { AuthCard, AuthPage, SignInLink } from './auth-card';

type TextField = 'organizationName' | 'name' | 'email' | 'password';

/** The form's values: the zone may be unknown to an old browser (then none is sent). */
interface SignupDraft extends Required<Omit<TSignupBody, 'timeZone'>> {
  timeZone: string | null;
}

/**
 * A new shop starts in this browser's zone and the currency of its region (docs/guide/
 * settings-and-subscription.md, "A new shop's zone and currency"), both shown and changeable;
 * without a zone it would follow the platform's default, which is rarely the shop's.
 */
const initialDraft = (): SignupDraft => ({
  organizationName: '',
  name: '',
  email: '',
  password: '',
  timeZone: browserTimeZone(),
  currencyCode: browserCurrency() ?? DEFAULT_GENERAL_SETTINGS.currencyCode,
});

const toInput = ({ timeZone, ...rest }: SignupDraft): TSignupBody =>
  timeZone ? { ...rest, timeZone } : rest;

const FAILED = msg('Sign-up failed. Please try again.');

export function SignupPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  // The same zod schema the API validates with, so both sides give the same messages.
  const form = useZodForm({ initial: initialDraft, schema: ZSignupBody, toInput });
  const [busy, setBusy] = useState(false);
  // Hundreds of zones and currencies: built once, the browser's zone listed even if ICU lacks it.
  const zones = useMemo(() => withCurrent(timezoneOptions(), browserTimeZone()), []);
  const currencies = useMemo(() => currencyOptions({ withSymbol: true }), []);

  const bind = (field: TextField) => ({ ...form.text(field), disabled: busy });
  const zone = form.field('timeZone');
  const currency = form.field('currencyCode');

  const onSubmit = form.handleSubmit(async (body) => {
    setBusy(true);
    try {
      // The new session is stored like a sign-in; PublicOnly then opens /dashboard.
      await signIn(await signup(body));
    } catch (err) {
      const byField = form.serverError(err, t(FAILED));
      // A taken e-mail (409) is said above the form too; a refused field only under it.
      if (Object.keys(byField).length && !hasErrorCode(err, 'VALIDATION_ERROR')) {
        form.setFormError(errorMessage(err, t(FAILED)));
      }
      setBusy(false);
    }
  });

  return (
    <AuthPage>
      <AuthCard
        title={t('Create your organization')}
        subtitle={t('Start a 30-day trial. You will be the owner of the new organization.')}
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormError message={form.formError} />
            <TextInput
              label={t('Organization name')}
              autoComplete="organization"
              required
              withAsterisk={false}
              {...bind('organizationName')}
            />
            <TextInput
              label={t('Your name')}
              autoComplete="name"
              required
              withAsterisk={false}
              {...bind('name')}
            />
            <TextInput
              type="email"
              label={t('Email address')}
              autoComplete="email"
              required
              withAsterisk={false}
              {...bind('email')}
            />
            <PasswordInput
              label={t('Password')}
              description={t('At least 8 characters.')}
              autoComplete="new-password"
              required
              withAsterisk={false}
              {...bind('password')}
            />
            <Select
              label={t('Time zone')}
              description={t(
                "The days and times of your receipts, reports and Z reports. This browser's; change it if the shop is elsewhere.",
              )}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              searchable
              limit={50}
              data={zones}
              value={zone.value}
              onChange={(v) => v && zone.onChange(v)}
              allowDeselect={false}
              placeholder={t("The platform's default")}
              nothingFoundMessage={t('No such time zone')}
              error={zone.error}
              disabled={busy}
            />
            <Select
              label={t('Currency')}
              description={t("{{hint}} Suggested from this browser's region.", {
                hint: currencyHint(DEFAULT_GENERAL_SETTINGS, currency.value),
              })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              searchable
              limit={50}
              data={currencies}
              value={currency.value}
              onChange={(v) => v && currency.onChange(v)}
              allowDeselect={false}
              nothingFoundMessage={t('No such currency')}
              error={currency.error}
              disabled={busy}
            />
            <Button type="submit" fullWidth disabled={busy}>
              {busy ? t('Creating account...') : t('Create account')}
            </Button>
            <SignInLink>{t('Already have an account? Sign in')}</SignInLink>
          </Stack>
        </form>
      </AuthCard>
    </AuthPage>
  );
}

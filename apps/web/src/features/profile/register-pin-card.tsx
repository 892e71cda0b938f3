import { Badge, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { approvesAnything } from '@pos/contracts/approvals';
import { PROFILE_MESSAGES, type TProfileUser, ZProfilePatch } from '@pos/contracts/auth';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { failureText } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { msg } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify-success';
import { useZodForm } from '../../lib/use-zod-form';
import { useSaveProfile } from './api';

const PIN_MISMATCH = msg('The two PINs differ.');

/** A new PIN typed twice; the contract's own rule for its digits; `mismatch` in the user's words. */
const pinForm = (mismatch: string) =>
  z
    .object({
      registerPin: ZProfilePatch.shape.registerPin.unwrap().unwrap(),
      confirm: z.string(),
    })
    .refine((v) => v.registerPin === v.confirm, { message: mismatch, path: ['confirm'] });

/** Whoever approves anything at a cashier's register (a return, a discount, beyond the stock). */
export const canApprove = (user: TProfileUser) => approvesAnything(user.permissions);

/**
 * Account Settings' register PIN (docs/guide/register-rules.md): 4 to 8 digits a manager types
 * on a cashier's register to approve a return, a discount or a sale beyond the stock. Set,
 * replaced or removed; never shown back.
 */
export function RegisterPinCard({ user }: { user: TProfileUser }) {
  const { t } = useTranslation('profile');
  const form = useZodForm({
    initial: { registerPin: '', confirm: '' },
    schema: pinForm(t(PIN_MISMATCH)),
  });
  const save = useSaveProfile();
  const busy = save.isPending;
  const done = (message: string) => () => {
    form.setValues({ registerPin: '', confirm: '' });
    notifySuccess(message);
  };
  const onSubmit = form.handleSubmit(({ registerPin }) =>
    save.mutate(
      { registerPin },
      {
        onSuccess: done(t('Register PIN saved.')),
        onError: (error) => form.serverError(error, PROFILE_MESSAGES.updateFailed, failureText),
      },
    ),
  );
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={t('Register PIN')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="lg">
              {t('Register PIN')}
            </Title>
            <Badge color={user.hasRegisterPin ? 'teal' : 'gray'} variant="light">
              {user.hasRegisterPin ? t('Set') : t('Not set')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(
              'At a register, a cashier who may not give a discount or return a sale asks you: you approve with your e-mail and this PIN. Each approval is good for one action, for two minutes.',
            )}
          </Text>
          <FormError message={form.formError} />
          <Group grow align="flex-start">
            <PasswordInput
              label={user.hasRegisterPin ? t('New PIN') : t('PIN')}
              description={t('4 to 8 digits')}
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={8}
              {...form.text('registerPin')}
              disabled={busy}
            />
            <PasswordInput
              label={t('PIN again')}
              description={t('The same digits')}
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={8}
              {...form.text('confirm')}
              disabled={busy}
            />
          </Group>
          <Group justify="flex-end">
            {user.hasRegisterPin ? (
              <Button
                variant="default"
                disabled={busy}
                onClick={() =>
                  save.mutate(
                    { registerPin: null },
                    {
                      onSuccess: done(t('Register PIN removed.')),
                      onError: (error) =>
                        form.serverError(error, PROFILE_MESSAGES.updateFailed, failureText),
                    },
                  )
                }
              >
                {t('Remove PIN')}
              </Button>
            ) : null}
            <Button type="submit" loading={busy}>
              {t('Save PIN')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { ZEmailReceiptBody } from '@pos/contracts/receipt-mail';
import type { TTransaction } from '@pos/contracts/sales';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../lib/i18n';
import { useZodForm } from '../../lib/use-zod-form';
import { useEmailReceipt } from './email-receipt-api';

const ZEmailOnly = ZEmailReceiptBody.pick({ email: true });
const SEND_FAILED = msg('The receipt could not be e-mailed.');

/** The receipt PDF by e-mail, to the customer's address unless the cashier types another. */
export function EmailReceipt({ sale }: { sale: TTransaction }) {
  const { t } = useTranslation('register');
  const send = useEmailReceipt(sale._id);
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm({
    initial: { email: sale.customer?.email ?? '' },
    schema: ZEmailOnly,
  });
  const submit = form.handleSubmit(({ email }) => {
    setSent(null);
    send.mutate(email, {
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => form.serverError(error, t(SEND_FAILED)),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('Email receipt')}>
      <Stack gap="xs">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            label={t('Customer e-mail')}
            type="email"
            autoComplete="off"
            style={{ flex: 1 }}
            {...form.text('email')}
            onChange={(e) => {
              setSent(null);
              form.text('email').onChange(e);
            }}
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconMail size={18} />}
            loading={send.isPending}
            mt={25}
          >
            {t('Email receipt')}
          </Button>
        </Group>
        {sent ? (
          <Alert color="teal" variant="light" role="status">
            {sent}
          </Alert>
        ) : null}
        {form.formError ? (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

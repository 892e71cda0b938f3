import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  SUBSCRIPTION_MESSAGES as M,
  type TSubscription,
  ZSandboxCardBody,
} from '@pos/contracts/subscription';
import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../../components/form-error';
import { PageFrame } from '../../components/page-frame';
import { i18n } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify-success';
import { SUBSCRIPTION_TAB_PATH } from '../../lib/paths';
import { useZodForm } from '../../lib/use-zod-form';
import { currentSubscriptionQuery, useSaveSandboxCard } from './api';
import { formatCardNumber, formatExpiry } from './card-input';

/** "Visa ending in 4242": the card this page replaces, when one is on file. */
function currentCardOf(sub: TSubscription | undefined): string | null {
  if (!sub?.paymentMethodLast4) return null;
  return i18n.t('{{type}} ending in {{last4}}', {
    ns: 'subscription',
    type: sub.paymentMethodType || i18n.t('Card', { ns: 'subscription' }),
    last4: sub.paymentMethodLast4,
  });
}

/**
 * The sandbox gateway's card page: where Razorpay would show its own card form after
 * payment/update-card, the sandbox sends the browser here. The card becomes the one the
 * subscription is billed to, then the user is back on the Subscription tab.
 */
export default function SandboxCardPage() {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const save = useSaveSandboxCard();
  const form = useZodForm({
    initial: { cardNumber: '', expiry: '' },
    schema: ZSandboxCardBody,
    toInput: (v) => ({ ...v, cardNumber: v.cardNumber.trim() }),
  });
  const [busy, setBusy] = useState(false);

  // Same key as the Subscription tab: going back shows what this page saved without a reload.
  const current = useQuery(currentSubscriptionQuery());
  const currentCard = currentCardOf(current.data);

  const onSubmit = form.handleSubmit(async (body) => {
    setBusy(true);
    try {
      const answer = await save.mutateAsync(body);
      notifySuccess(answer.message ?? t('Card updated successfully!'));
      navigate(SUBSCRIPTION_TAB_PATH);
    } catch (error) {
      form.serverError(error, M.cardFailed);
      setBusy(false);
    }
  });

  return (
    <PageFrame title={t('Update Card')}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={520}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Alert
              color="yellow"
              variant="light"
              icon={<IconFlask aria-hidden />}
              title={t('Sandbox card page')}
            >
              <Trans
                t={t}
                i18nKey="Payments run on the sandbox gateway: enter a test card number, for example <card>{{card}}</card>, never a real card. Nothing is charged."
                values={{ card: '4242 4242 4242 4242' }}
                components={{
                  card: <Text span inherit ff="monospace" style={{ whiteSpace: 'nowrap' }} />,
                }}
              />
            </Alert>
            {currentCard ? (
              <Text size="sm">
                <Trans
                  t={t}
                  i18nKey="Current card: <strong>{{card}}</strong>"
                  values={{ card: currentCard }}
                  components={{ strong: <strong /> }}
                />
              </Text>
            ) : null}
            <FormError message={form.formError} />
            <TextInput
              label={t('Card number')}
              required
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={23}
              {...form.field('cardNumber')}
              onChange={(e) => form.setField('cardNumber', formatCardNumber(e.currentTarget.value))}
              data-autofocus
              autoFocus
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t('Expiry (MM/YY)')}
                required
                autoComplete="cc-exp"
                inputMode="numeric"
                maxLength={7}
                {...form.field('expiry')}
                onChange={(e) => form.setField('expiry', formatExpiry(e.currentTarget.value))}
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={SUBSCRIPTION_TAB_PATH} variant="default">
                {t('Cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('Save Card')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}

import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  SUBSCRIPTION_MESSAGES as M,
  type TSubscription,
  ZSandboxCardBody,
} from '@pos/contracts/subscription';
import { IconFlask } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, fieldErrorsOf } from '../../api/api-error';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { FormError } from '../../components/form-error';
import { PageFrame } from '../../components/page-frame';
import { type FieldErrors, issuesToFieldErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify-success';
import { SUBSCRIPTION_TAB_PATH } from '../../lib/paths';
import { formatCardNumber, formatExpiry } from './card-input';

type Answer = { data: TSubscription; message?: string };

/** "Visa ending in 4242": the card this page replaces, when one is on file. */
function currentCardOf(sub: TSubscription | undefined): string | null {
  if (!sub?.paymentMethodLast4) return null;
  return `${sub.paymentMethodType || 'Card'} ending in ${sub.paymentMethodLast4}`;
}

/**
 * The sandbox gateway's card page: where Razorpay would show its own card form after
 * payment/update-card, the sandbox sends the browser here. The card becomes the one the
 * subscription is billed to, then the user is back on the Subscription tab.
 */
export default function SandboxCardPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Same key as the Subscription tab: going back shows what this page saved without a reload.
  const current = useQuery({
    queryKey: queryKeys.subscription.current,
    queryFn: ({ signal }) =>
      api.get<Answer>('/subscription/current', undefined, { signal }).then((r) => r.data),
  });
  const currentCard = currentCardOf(current.data);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = ZSandboxCardBody.safeParse({ cardNumber: cardNumber.trim(), expiry });
    if (!parsed.success) {
      setFieldErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const answer = await api.post<Answer>('/payment/sandbox/card', parsed.data);
      queryClient.setQueryData(queryKeys.subscription.current, answer.data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all });
      notifySuccess(answer.message ?? 'Card updated successfully!');
      navigate(SUBSCRIPTION_TAB_PATH);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.cardNumber || fields.expiry) setFieldErrors(fields);
      else setFormError(errorMessage(error, M.cardFailed));
      setBusy(false);
    }
  };

  return (
    <PageFrame title="Update Card">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={520}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Alert
              color="yellow"
              variant="light"
              icon={<IconFlask aria-hidden />}
              title="Sandbox card page"
            >
              Payments run on the sandbox gateway: enter a test card number, for example{' '}
              <Text span inherit ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                4242 4242 4242 4242
              </Text>
              , never a real card. Nothing is charged.
            </Alert>
            {currentCard ? (
              <Text size="sm">
                Current card: <strong>{currentCard}</strong>
              </Text>
            ) : null}
            <FormError message={formError} />
            <TextInput
              label="Card number"
              required
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={23}
              value={cardNumber}
              onChange={(e) => {
                setCardNumber(formatCardNumber(e.currentTarget.value));
                setFieldErrors(({ cardNumber: _, ...rest }) => rest);
              }}
              error={fieldErrors.cardNumber}
              data-autofocus
              autoFocus
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label="Expiry (MM/YY)"
                required
                autoComplete="cc-exp"
                inputMode="numeric"
                maxLength={7}
                value={expiry}
                onChange={(e) => {
                  setExpiry(formatExpiry(e.currentTarget.value));
                  setFieldErrors(({ expiry: _, ...rest }) => rest);
                }}
                error={fieldErrors.expiry}
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={SUBSCRIPTION_TAB_PATH} variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Save Card
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}

import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { RETURN_MESSAGES, ZReturnBody } from '@pos/contracts/returns';
import {
  type RefundMethod,
  TENDER_LABELS,
  type TSaleReturn,
  type TTransaction,
} from '@pos/contracts/sales';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, hasErrorCode } from '../../../api/api-error';
import { useGeneralSettings } from '../../../auth/use-general-settings';
import { FormError } from '../../../components/form-error';
import { msg, serverText } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import { ApprovalCancelled } from '../approval-modal';
import { withReturn } from '../offline/known-sales';
import { useLocalRegisterData } from '../offline/local-register-context';
import { useCreateReturn } from './api';
import {
  draftRefund,
  emptyDraft,
  everythingLeft,
  picksWithinLeft,
  type ReturnDraft,
  refundOptions,
  returnBody,
} from './return-draft';
import { ReturnLines } from './return-lines';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const FAILED = msg('The return could not be made.');

/**
 * Pick lines and units of a sale to return, a reason and how the money goes back; the refund is
 * shown before it is confirmed, computed as the server computes it (`refundPreview`). A caller
 * without process_returns passes `approve`, which asks a manager first (X-Approval).
 */
export function ReturnForm({
  sale,
  approve,
  onReturned,
  onOutdated,
  onCancel,
}: {
  sale: TTransaction;
  approve?: (transactionId: string) => Promise<Record<string, string>>;
  onReturned: (given: TSaleReturn) => void;
  /** Another return came first (409): the sale as shown is out of date and is read again. */
  onOutdated?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('register');
  const { formatMoney } = useGeneralSettings();
  const form = useZodForm<ReturnDraft, typeof ZReturnBody>({
    initial: () => emptyDraft(sale),
    schema: ZReturnBody,
    toInput: (draft) => returnBody(sale, draft),
    fields: ['reason', 'refundMethod'],
  });
  const create = useCreateReturn();
  // The sale read again after another return came first: the picks fit what is left now.
  const { setValues } = form;
  useEffect(() => {
    setValues((d) => ({ ...d, quantities: picksWithinLeft(sale, d.quantities) }));
  }, [sale, setValues]);
  const refund = draftRefund(sale, form.values);

  const setQuantity = (id: string, value: number | string) =>
    form.setValues((d) => ({
      ...d,
      quantities: { ...d.quantities, [id]: typeof value === 'number' ? value : '' },
    }));

  const local = useLocalRegisterData();
  const submit = form.handleSubmit(async (body) => {
    let headers: Record<string, string> = {};
    try {
      if (approve) headers = await approve(sale._id);
    } catch (error) {
      if (error instanceof ApprovalCancelled) return;
      throw error;
    }
    create.mutate(
      { saleId: sale._id, body, headers },
      {
        onSuccess: (answer) => {
          // At the register: its copy counts what came back (for exchanges taken offline).
          void local?.keepSale(withReturn(sale, answer.data));
          onReturned(answer.data);
        },
        onError: (error) => {
          if (hasErrorCode(error, 'RETURN_EXCEEDS_SOLD')) onOutdated?.();
          form.serverError(
            error,
            t(FAILED),
            // A used or expired approval: the next try asks the manager again.
            hasErrorCode(error, 'APPROVAL_INVALID')
              ? () =>
                  t(
                    'The approval was not accepted (used or expired). Try again to ask for a new one.',
                  )
              : failureText,
          );
        },
      },
    );
  });

  const busy = create.isPending;
  const paidWith = sale.payments
    .map((p) => `${serverText(TENDER_LABELS[p.method])} ${formatMoney(p.amount)}`)
    .join(' · ');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('Return items of sale {{number}}', { number: sale.documentNumber ?? '' })}
    >
      <Stack gap="md">
        <FormError message={form.formError} />
        <ReturnLines
          sale={sale}
          quantities={form.values.quantities}
          onChange={setQuantity}
          disabled={busy}
        />
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => form.setValues((d) => ({ ...d, quantities: everythingLeft(sale) }))}
            disabled={busy}
          >
            {t('Everything left')}
          </Button>
        </Group>
        <TextInput
          label={t('Reason')}
          placeholder={t('Optional')}
          maxLength={500}
          {...form.text('reason')}
          disabled={busy}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="refund-method-label">
            {t('Refund method')}
          </Text>
          <SegmentedControl
            aria-labelledby="refund-method-label"
            data={refundOptions(sale)}
            value={form.values.refundMethod}
            onChange={(v) => form.setField('refundMethod', v as RefundMethod)}
            disabled={busy}
          />
          {/* The way the money came in, so it goes back the same way (DESIGN §13). */}
          <Text size="sm" c="dimmed" data-testid="original-tender">
            {sale.change > 0
              ? t('Paid by {{payments}} (change {{change}})', {
                  payments: paidWith,
                  change: formatMoney(sale.change),
                })
              : t('Paid by {{payments}}', { payments: paidWith })}
          </Text>
        </Stack>
        <Group justify="space-between" align="center" aria-live="polite">
          <Text size="sm" c="dimmed">
            {refund
              ? t('{{count}} units back · tax {{tax}}', {
                  count: refund.units,
                  tax: formatMoney(refund.taxTotal),
                })
              : serverText(RETURN_MESSAGES.itemsRequired)}
          </Text>
          <Text fw={700} fz="lg" style={numeric} data-testid="refund-amount">
            {t('Refund {{amount}}', { amount: formatMoney(refund?.money ?? 0) })}
          </Text>
        </Group>
        {refund && refund.pointsBack > 0 ? (
          // What points paid goes back as points (docs/DESIGN.md, "Stored value").
          <Text size="sm" ta="right" data-testid="points-back">
            {t('and {{amount}} back as points', { amount: formatMoney(refund.pointsBack) })}
          </Text>
        ) : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('Cancel')}
            </Button>
          ) : null}
          <Button type="submit" color="orange" loading={busy} disabled={!refund}>
            {refund ? t('Refund {{amount}}', { amount: formatMoney(refund.money) }) : t('Refund')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  type CashMovementType,
  cashDifference,
  type TShift,
  ZCashMovementBody,
  ZNoSaleBody,
  ZShiftCloseBody,
  ZShiftOpenBody,
} from '@pos/contracts/shifts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error';
import { amountOf, MoneyInput } from '../../components/money-input';
import { msg } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify-success';
import { useZodForm } from '../../lib/use-zod-form';
import { shiftDetailQuery, useCashMovement, useCloseShift, useNoSale, useOpenShift } from './api';
import { DifferenceText } from './shift-cells';
import { ShiftReportButton } from './shift-report-button';

function Actions({
  busy,
  submit,
  onCancel,
}: {
  busy: boolean;
  submit: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('shifts');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('Cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {submit}
      </Button>
    </Group>
  );
}

/** "Open shift": the float the drawer starts with, at the register's store. */
export function OpenShiftForm({
  storeId,
  currencySymbol,
  onClose,
  onDone,
}: {
  storeId: string | undefined;
  currencySymbol: string;
  onClose: () => void;
  /** After it is recorded: the register opens its drawer (docs/DESIGN.md, "The counter's hardware"). */
  onDone?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shifts');
  const open = useOpenShift();
  const form = useZodForm({
    initial: { openingFloat: '' as number | string },
    schema: ZShiftOpenBody,
    toInput: (v) => ({ storeId: storeId ?? null, openingFloat: amountOf(v.openingFloat) }),
  });
  const submit = form.handleSubmit((body) =>
    open.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onDone?.();
        onClose();
      },
      onError: (error) => form.serverError(error, t('The shift could not be opened.')),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <MoneyInput
          label={t('Opening float')}
          description={t('The cash in the drawer as the shift starts.')}
          currencySymbol={currencySymbol}
          data-autofocus
          {...form.field('openingFloat')}
        />
        <Actions busy={open.isPending} submit={t('Open shift')} onCancel={onClose} />
      </Stack>
    </form>
  );
}

const MOVEMENT_TYPES: { value: CashMovementType; label: string }[] = [
  { value: 'pay_out', label: msg('Pay out') },
  { value: 'pay_in', label: msg('Pay in') },
];

/** "Pay in / Pay out": cash into or out of the drawer, and why. */
export function CashMovementForm({
  shift,
  currencySymbol,
  onClose,
  onDone,
}: {
  shift: TShift;
  currencySymbol: string;
  onClose: () => void;
  /** After it is recorded: the register opens its drawer (docs/DESIGN.md, "The counter's hardware"). */
  onDone?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shifts');
  const move = useCashMovement(shift._id);
  const form = useZodForm({
    initial: { type: 'pay_out' as CashMovementType, amount: '' as number | string, reason: '' },
    schema: ZCashMovementBody,
    toInput: (v) => ({ type: v.type, amount: amountOf(v.amount), reason: v.reason }),
  });
  const submit = form.handleSubmit((body) =>
    move.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onDone?.();
        onClose();
      },
      onError: (error) => form.serverError(error, t('The cash movement could not be recorded.')),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <SegmentedControl
          aria-label={t('Pay in or pay out')}
          data={MOVEMENT_TYPES.map((m) => ({ ...m, label: t(m.label) }))}
          fullWidth
          value={form.values.type}
          onChange={(v) => form.setField('type', v as CashMovementType)}
        />
        <MoneyInput
          label={t('Amount')}
          currencySymbol={currencySymbol}
          data-autofocus
          {...form.field('amount')}
        />
        <TextInput
          label={t('Reason')}
          required
          maxLength={200}
          placeholder={t('What the cash is for')}
          {...form.text('reason')}
        />
        <Actions
          busy={move.isPending}
          submit={form.values.type === 'pay_in' ? t('Pay in') : t('Pay out')}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/** "No sale" (open_drawer): the drawer opened without a sale, and why. */
export function NoSaleForm({
  shift,
  onClose,
  onDone,
}: {
  shift: TShift;
  onClose: () => void;
  onDone?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shifts');
  const noSale = useNoSale(shift._id);
  const form = useZodForm({
    initial: { reason: '' },
    schema: ZNoSaleBody,
    toInput: (v) => ({ reason: v.reason }),
  });
  const submit = form.handleSubmit((body) =>
    noSale.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onDone?.();
        onClose();
      },
      onError: (error) => form.serverError(error, t('The drawer could not be opened.')),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <Text size="sm">
          {t(
            "The drawer opens without a sale. It is logged with your name and reason, and the shift's report counts it.",
          )}
        </Text>
        <TextInput
          label={t('Reason')}
          required
          maxLength={200}
          placeholder={t("Change for a note, a customer's coins…")}
          data-autofocus
          {...form.text('reason')}
        />
        <Actions busy={noSale.isPending} submit={t('Open the drawer')} onCancel={onClose} />
      </Stack>
    </form>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * "Close shift": the cash counted; the expected cash (as it is now) and the over/short show
 * while typing, before the close is confirmed. Then the closed shift and its Z report.
 */
export function CloseShiftForm({
  shift,
  currencySymbol,
  formatMoney,
  onClose,
  onDone,
}: {
  shift: TShift;
  currencySymbol: string;
  formatMoney: (n: number) => string;
  onClose: () => void;
  /** After it is recorded: the register opens its drawer (docs/DESIGN.md, "The counter's hardware"). */
  onDone?: (() => void) | undefined;
}) {
  // The figures as they are now: sales went on since the register read the shift.
  const { t } = useTranslation('shifts');
  const live = useQuery({ ...shiftDetailQuery(shift._id), refetchOnMount: 'always' });
  const close = useCloseShift(shift._id);
  const [closed, setClosed] = useState<TShift | null>(null);
  const form = useZodForm({
    initial: { countedCash: '' as number | string },
    schema: ZShiftCloseBody,
    toInput: (v) => ({ countedCash: amountOf(v.countedCash) }),
  });
  const submit = form.handleSubmit((body) =>
    close.mutate(body, {
      onSuccess: (answer) => {
        setClosed(answer.data);
        onDone?.();
      },
      onError: (error) => form.serverError(error, t('The shift could not be closed.')),
    }),
  );

  if (closed) {
    return (
      <Stack gap="md">
        <Text fw={600} role="status">
          {t('Shift closed.')}
        </Text>
        <Table verticalSpacing={6}>
          <Table.Tbody>
            <Row label={t('Expected cash')}>{formatMoney(closed.expectedCash)}</Row>
            <Row label={t('Counted cash')}>{formatMoney(closed.countedCash ?? 0)}</Row>
            <Row label={t('Difference')}>
              <DifferenceText difference={closed.difference} />
            </Row>
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" gap="sm">
          <ShiftReportButton shift={closed} />
          <Button onClick={onClose} data-autofocus>
            {t('Done')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const expected = live.data?.expectedCash;
  const counted = amountOf(form.values.countedCash);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <MoneyInput
          label={t('Counted cash')}
          description={t('Count the drawer: notes and coins.')}
          currencySymbol={currencySymbol}
          data-autofocus
          {...form.field('countedCash')}
        />
        <Table verticalSpacing={6} aria-live="polite">
          <Table.Tbody>
            <Row label={t('Expected cash')}>
              {expected === undefined ? t('Reading…') : formatMoney(expected)}
            </Row>
            <Row label={t('Over / short')}>
              {expected === undefined || counted === undefined ? (
                '—'
              ) : (
                <DifferenceText difference={cashDifference(counted, expected)} />
              )}
            </Row>
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {t('Closing is final: the shift takes no more sales or cash movements.')}
        </Text>
        <Actions busy={close.isPending} submit={t('Close shift')} onCancel={onClose} />
      </Stack>
    </form>
  );
}

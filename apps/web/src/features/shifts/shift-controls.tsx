import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { fromCents } from '@pos/contracts/sale-totals';
import { SALE_MESSAGES } from '@pos/contracts/sales';
import type { TShift } from '@pos/contracts/shifts';
import { IconCashBanknote } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generalSettingsQuery } from '../../api/session';
import { useCurrentUser } from '../../auth/session-context';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { FormModal } from '../../components/form-modal';
import { formatDateTime } from '../../lib/dates';
import { msg } from '../../lib/i18n';
import { CashMovementForm, CloseShiftForm, NoSaleForm, OpenShiftForm } from './shift-modals';

/** The dialog to show. */
type DialogKind =
  | { kind: 'open' }
  | { kind: 'movement'; shift: TShift }
  | { kind: 'noSale'; shift: TShift }
  | { kind: 'close'; shift: TShift };
/** The dialog shown, and when it was opened (each opening starts from an empty form). */
type Dialog = DialogKind & { at: number };

const TITLES = {
  open: msg('Open shift'),
  movement: msg('Pay in / Pay out'),
  noSale: msg('No sale'),
  close: msg('Close shift'),
} as const;

/** Made once: a formatter costs more to make than the bar takes to render. */
const HOUR_MINUTE = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** "09:02" for a shift opened today, the date and time for an older one. */
function since(iso: string) {
  const opened = new Date(iso);
  if (opened.toDateString() !== new Date().toDateString()) return formatDateTime(iso);
  return HOUR_MINUTE.format(opened);
}

/** The register's shift as the bar shows it (the register reads it: its use-register-shift.ts). */
export interface ShiftBarState {
  /** The first read of the shift is on its way. */
  loading: boolean;
  /** The shift could not be read; `retry` reads it again. */
  failed: boolean;
  retry: () => unknown;
  shift: TShift | null;
  required: boolean;
  /** The shift shown is the one last read: pay-ins and closing wait for the server. */
  stale: boolean;
}

/** What the bar shows of the register's own data. */
interface OfflineCash {
  online: boolean;
  /** The cash of offline sales not yet counted by the server. */
  offlineCashCents: number;
}

/**
 * The register's shift bar: the cashier's open shift at this store ("Shift open since 09:02 ·
 * float $100.00") with Pay in / Pay out and Close shift, or Open shift. When the organization
 * sells only in a shift (requireOpenShift), it says so until one is open; when it does not, it
 * says that a sale made now belongs to no shift's drawer count.
 */
export const ShiftControls = memo(function ShiftControls({
  storeId,
  state,
  disabled,
  local,
  onDrawer,
}: {
  storeId?: string;
  state: ShiftBarState;
  disabled?: boolean;
  /** The register's own data: whether it is online, the cash of offline sales. */
  local?: OfflineCash;
  /** Opens the register's cash drawer: after a shift's opening and close, a pay-in or -out, a no sale. */
  onDrawer?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shifts');
  const { permissions } = useCurrentUser();
  const { settings, formatMoney } = useGeneralSettings();
  const fresh = useQuery({ ...generalSettingsQuery(), staleTime: 60_000 });
  const currencySymbol = fresh.data?.currencySymbol ?? settings.currencySymbol;
  const { loading, failed, retry, shift, required, stale } = state;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const show = (d: DialogKind) => {
    setDialog({ ...d, at: Date.now() });
    setOpened(true);
  };
  const hide = () => setOpened(false);
  const offline = !(local?.online ?? true);
  const offlineCash = offline && local?.offlineCashCents ? fromCents(local.offlineCashCents) : 0;

  const openButton = (
    <Button
      size="sm"
      leftSection={<IconCashBanknote size={16} aria-hidden />}
      onClick={() => show({ kind: 'open' })}
      disabled={disabled}
    >
      {t('Open shift')}
    </Button>
  );

  let bar: ReactNode;
  if (loading && !stale) {
    bar = null;
  } else if (failed && !stale) {
    bar = (
      <Text size="sm" c="dimmed">
        {t('The shift could not be read.')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => retry()}>
          {t('Try again')}
        </Button>
      </Text>
    );
  } else if (shift) {
    bar = (
      <Card withBorder component="section" aria-label={t('Shift')} py="xs">
        <Group justify="space-between" gap="sm">
          <Text size="sm" fw={500}>
            {offlineCash
              ? t(
                  'Shift open since {{time}} · float {{float}} · {{cash}} cash from offline sales',
                  {
                    time: since(shift.openedAt),
                    float: formatMoney(shift.openingFloat),
                    cash: formatMoney(offlineCash),
                  },
                )
              : t('Shift open since {{time}} · float {{float}}', {
                  time: since(shift.openedAt),
                  float: formatMoney(shift.openingFloat),
                })}
          </Text>
          <Group gap="xs">
            <Button
              size="sm"
              variant="default"
              onClick={() => show({ kind: 'movement', shift })}
              disabled={disabled || stale || offline}
            >
              {t('Pay in / Pay out')}
            </Button>
            {permissions.includes('open_drawer') ? (
              <Button
                size="sm"
                variant="default"
                onClick={() => show({ kind: 'noSale', shift })}
                disabled={disabled || stale || offline}
              >
                {t('No sale')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="default"
              onClick={() => show({ kind: 'close', shift })}
              disabled={disabled || stale || offline}
            >
              {t('Close shift')}
            </Button>
          </Group>
        </Group>
      </Card>
    );
  } else if (required) {
    bar = (
      <Alert color="yellow" variant="light" title={SALE_MESSAGES.shiftRequired} role="status">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {t('This shop sells only in an open shift: open one to start selling.')}
          </Text>
          {openButton}
        </Group>
      </Alert>
    );
  } else {
    bar = (
      <Card withBorder component="section" aria-label={t('Shift')} py="xs">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {t(
              'No open shift: a sale made now belongs to no shift and no drawer count (Z report).',
            )}
          </Text>
          {openButton}
        </Group>
      </Card>
    );
  }

  return (
    <>
      {bar}
      <FormModal title={dialog ? t(TITLES[dialog.kind]) : ''} opened={opened} onClose={hide}>
        {dialog?.kind === 'open' ? (
          <OpenShiftForm
            key={dialog.at}
            storeId={storeId}
            currencySymbol={currencySymbol}
            onClose={hide}
            onDone={onDrawer}
          />
        ) : null}
        {dialog?.kind === 'movement' ? (
          <CashMovementForm
            key={dialog.at}
            shift={dialog.shift}
            currencySymbol={currencySymbol}
            onClose={hide}
            onDone={onDrawer}
          />
        ) : null}
        {dialog?.kind === 'noSale' ? (
          <NoSaleForm key={dialog.at} shift={dialog.shift} onClose={hide} onDone={onDrawer} />
        ) : null}
        {dialog?.kind === 'close' ? (
          <CloseShiftForm
            key={dialog.at}
            shift={dialog.shift}
            currencySymbol={currencySymbol}
            formatMoney={formatMoney}
            onClose={hide}
            onDone={onDrawer}
          />
        ) : null}
      </FormModal>
    </>
  );
});

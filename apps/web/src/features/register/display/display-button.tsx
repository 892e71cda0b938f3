import { Alert, Badge, Button, Code, Group, Modal, Stack, Text, Title } from '@mantine/core';
import {
  PAIRING_MINUTES,
  pairingCodeText,
  type TDisplay,
  type TDisplayPairing,
} from '@pos/contracts/customer-display';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { formatDateTime } from '../../../lib/dates';
import { displaysQuery, usePairDisplay, useRevokeDisplay } from './display-api';
import { QrCode } from './qr-code';

/**
 * The register's customer displays (docs/guide/register.md, "Customer display"): how many are
 * paired at a glance, and a dialog that pairs one by a QR code and disconnects them.
 */
export function DisplayButton({ deviceId }: { deviceId: string | null }) {
  const { t } = useTranslation('register');
  const [open, setOpen] = useState(false);
  const displays = useQuery(displaysQuery(deviceId));
  const paired = displays.data?.data.filter((d) => d.status === 'paired').length ?? 0;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDeviceDesktop size={16} aria-hidden />}
        rightSection={
          paired > 0 ? (
            <Badge color="teal" size="sm" data-testid="displays-paired">
              {paired}
            </Badge>
          ) : null
        }
        onClick={() => setOpen(true)}
        disabled={!deviceId}
        aria-label={
          paired > 0 ? t('Customer display: {{paired}} paired', { paired }) : t('Customer display')
        }
      >
        {t('Display')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('Customer display')} size="lg">
        {open && deviceId ? <DisplayDialog deviceId={deviceId} /> : null}
      </Modal>
    </>
  );
}

function DisplayDialog({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation('register');
  const displays = useQuery(displaysQuery(deviceId));
  const pair = usePairDisplay();
  const revoke = useRevokeDisplay();
  const [pairing, setPairing] = useState<TDisplayPairing | null>(null);
  const list = displays.data?.data ?? [];
  // The code shown is only good while its display still waits for it.
  const shown = pairing && list.some((d) => d._id === pairing._id && d.status === 'waiting');
  const start = () => pair.mutate(deviceId, { onSuccess: (answer) => setPairing(answer.data) });
  const error = pair.error ?? revoke.error;

  return (
    <Stack gap="md">
      <Text size="sm">
        {t(
          'A second screen facing the customer shows the cart as you ring it up, the total and the change, then a thank-you. Any browser can be the display: a tablet, a phone, or a window on a second monitor.',
        )}
      </Text>
      {error ? <ErrorAlert message={error.message} /> : null}
      {shown && pairing ? (
        <PairingCode pairing={pairing} />
      ) : (
        <Group>
          <Button onClick={start} loading={pair.isPending}>
            {t('Pair a display')}
          </Button>
        </Group>
      )}
      <Title order={3} fz="md">
        {t("This register's displays")}
      </Title>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('None yet.')}
        </Text>
      ) : (
        <Stack gap="xs">
          {list.map((d) => (
            <DisplayRow
              key={d._id}
              display={d}
              busy={revoke.isPending && revoke.variables === d._id}
              onRevoke={() => revoke.mutate(d._id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PairingCode({ pairing }: { pairing: TDisplayPairing }) {
  const { t } = useTranslation('register');
  const openHere = () =>
    window.open(pairing.url, 'pos-customer-display', 'popup,width=1280,height=800');
  return (
    <Alert color="blue" variant="light" title={t('Scan this code with the display')}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <QrCode
          value={pairing.url}
          size={168}
          label={t('QR code of {{url}}', { url: pairing.url })}
        />
        <Stack gap={6} maw={300}>
          <Text size="sm">{t('Or open this address on the display:')}</Text>
          <Code
            block
            data-testid="display-url"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          >
            {pairing.url}
          </Code>
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="Code <code>{{code}}</code>, good once, for {{minutes}} minutes."
              values={{ code: pairingCodeText(pairing.pairingCode), minutes: PAIRING_MINUTES }}
              components={{
                code: <Text span fw={700} ff="monospace" data-testid="pairing-code" />,
              }}
            />
          </Text>
          <Group>
            <Button variant="default" size="xs" onClick={openHere}>
              {t('Open in a new window')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Alert>
  );
}

function DisplayRow({
  display,
  busy,
  onRevoke,
}: {
  display: TDisplay;
  busy: boolean;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('register');
  const paired = display.status === 'paired';
  return (
    <Group justify="space-between" wrap="nowrap">
      {/* The text gives way on a phone; the button keeps its whole label. */}
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Group gap="xs">
          <Badge color={paired ? 'teal' : 'gray'} variant="light">
            {paired ? t('Paired') : t('Waiting for its code')}
          </Badge>
          <Text size="sm">
            {paired
              ? t('since {{date}}', { date: formatDateTime(display.pairedAt) })
              : t('until {{date}}', { date: formatDateTime(display.expiresAt) })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {display.createdBy
            ? t('Code shown by {{name}}', { name: display.createdBy })
            : t('Code shown')}
          {paired
            ? ` · ${t('paired until {{date}}', { date: formatDateTime(display.expiresAt) })}`
            : ''}
        </Text>
      </Stack>
      <Button
        variant="light"
        color="red"
        size="xs"
        loading={busy}
        onClick={onRevoke}
        style={{ flexShrink: 0 }}
      >
        {paired ? t('Disconnect') : t('Cancel')}
      </Button>
    </Group>
  );
}

import { Alert, Button, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canAccess, PURCHASING_ACCESS } from '@pos/contracts/permissions';
import type { TPurchaseOrderRow } from '@pos/contracts/purchase-orders';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { useCurrentUser } from '../../../auth/session-context';
import { useGeneralSettings } from '../../../auth/use-general-settings';
import { type Figure, FigureTable } from '../../../components/figure-table';
import { PageFrame } from '../../../components/page-frame';
import { ResourceFormModal } from '../../../components/resource-list/resource-form-modal';
import { usePdfOpener } from '../../../components/use-pdf-opener';
import { formatDateTime } from '../../../lib/dates';
import { msg } from '../../../lib/i18n';
import { purchaseOrderPdfPath, usePurchaseOrderAction } from './api';
import { CloseShortDialog } from './close-short-dialog';
import { ReceivePanel } from './receive-panel';
import { purchaseOrdersResource } from './resource';
import { PurchaseOrderStatusBadge } from './status-badge';

export const TITLE = msg('Purchase Order');

/** The store or warehouse, with its address and contact where it has them. */
function DeliverTo({ order: o }: { order: TPurchaseOrderRow }) {
  const contact = [o.locationContactPerson, o.locationContactPhone].filter(Boolean).join(', ');
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm">{o.locationName}</Text>
      {o.locationAddress ? (
        <Text size="xs" c="dimmed" ta="right">
          {o.locationAddress}
        </Text>
      ) : null}
      {contact ? (
        <Text size="xs" c="dimmed" ta="right">
          {contact}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A loaded purchase order: who from, where to, its lines, and what can be done with it now. */
export function PurchaseOrderDetails({
  order: o,
  back,
}: {
  order: TPurchaseOrderRow;
  back: ReactNode;
}) {
  const { t } = useTranslation('purchasing');
  const { formatMoney } = useGeneralSettings();
  const user = useCurrentUser();
  const purchasing = canAccess(user, PURCHASING_ACCESS);
  const act = usePurchaseOrderAction();
  const [receiving, setReceiving] = useState(false);
  const [closing, setClosing] = useState(false);
  // The create form's own definition edits a draft (lines, expected date, notes): the page opens
  // it as the list does; `openedAt` starts each opening from the order as it is now.
  const [editing, setEditing] = useState<{ opened: boolean; openedAt: number }>({
    opened: false,
    openedAt: 0,
  });
  const [error, setError] = useState<string | null>(null);
  const pdf = usePdfOpener(
    purchaseOrderPdfPath(o._id),
    t('The purchase order PDF could not be made.'),
  );
  const run = (action: 'order' | 'cancel', email = false) =>
    act.mutate(
      { id: o._id, action, ...(email ? { body: { email: true } } : {}) },
      {
        onSuccess: (answer) => {
          setError(null);
          notifications.show({ color: 'green', message: answer.message });
        },
        onError: (err) =>
          setError(errorMessage(err, t('The purchase order could not be changed.'))),
      },
    );
  const receivable = o.status === 'Ordered' || o.status === 'Partially Received';
  const cancelled = o.totals.cancelledQuantity > 0;

  const about: Figure[] = [
    [t('Supplier'), o.supplierName],
    [t('Status'), <PurchaseOrderStatusBadge key="status" status={o.status} />],
    [t('Deliver to'), <DeliverTo key="deliver-to" order={o} />],
    [t('Expected'), o.expectedDate ?? '—'],
    [t('Created'), formatDateTime(o.createdAt)],
    ...(o.orderedAt ? ([[t('Ordered'), formatDateTime(o.orderedAt)]] as Figure[]) : []),
    ...(o.receivedAt ? ([[t('Received'), formatDateTime(o.receivedAt)]] as Figure[]) : []),
    ...(o.cancelledAt ? ([[t('Cancelled'), formatDateTime(o.cancelledAt)]] as Figure[]) : []),
    ...(o.closedAt ? ([[t('Closed short'), formatDateTime(o.closedAt)]] as Figure[]) : []),
    ...(o.closeReason ? ([[t('Reason'), o.closeReason]] as Figure[]) : []),
    ...(o.notes ? ([[t('Notes'), o.notes]] as Figure[]) : []),
  ];

  return (
    <PageFrame
      title={t('Purchase Order {{number}}', { number: o.number })}
      actions={
        <Group gap="xs">
          {back}
          <Button variant="default" onClick={pdf.open} disabled={pdf.busy}>
            {pdf.busy ? t('Generating...') : t('PDF')}
          </Button>
          {purchasing && o.status === 'Draft' ? (
            <>
              <Button
                variant="default"
                onClick={() => setEditing({ opened: true, openedAt: Date.now() })}
              >
                {t('Edit')}
              </Button>
              <Button variant="light" onClick={() => run('order', true)} loading={act.isPending}>
                {t('Order and e-mail supplier')}
              </Button>
              <Button onClick={() => run('order')} loading={act.isPending}>
                {t('Mark as ordered')}
              </Button>
            </>
          ) : null}
          {receivable && !receiving ? (
            <Button onClick={() => setReceiving(true)}>{t('Receive stock')}</Button>
          ) : null}
          {purchasing && o.status === 'Partially Received' ? (
            <Button color="red" variant="light" onClick={() => setClosing(true)}>
              {t('Close short')}
            </Button>
          ) : null}
          {purchasing && (o.status === 'Draft' || o.status === 'Ordered') ? (
            <Button
              color="red"
              variant="light"
              onClick={() => run('cancel')}
              loading={act.isPending}
            >
              {t('Cancel order')}
            </Button>
          ) : null}
        </Group>
      }
    >
      <Stack gap="md">
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {receiving ? <ReceivePanel order={o} onDone={() => setReceiving(false)} /> : null}
        <CloseShortDialog order={o} opened={closing} onClose={() => setClosing(false)} />
        <ResourceFormModal
          definition={purchaseOrdersResource}
          target={{ item: o, openedAt: editing.openedAt }}
          opened={editing.opened}
          onClose={() => setEditing((e) => ({ ...e, opened: false }))}
        />
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <FigureTable title={t('Order')} rows={about} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Table.ScrollContainer minWidth={520}>
              <Table aria-label={t('Lines')} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('Item')}</Table.Th>
                    <Table.Th ta="right">{t('Ordered')}</Table.Th>
                    <Table.Th ta="right">{t('Received')}</Table.Th>
                    {cancelled ? <Table.Th ta="right">{t('Cancelled')}</Table.Th> : null}
                    <Table.Th ta="right">{t('Unit cost')}</Table.Th>
                    <Table.Th ta="right">{t('Total')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {o.lines.map((l) => (
                    <Table.Tr key={l._id}>
                      <Table.Td>
                        <Text size="sm">
                          {l.productName}
                          {l.variationName ? ` / ${l.variationName}` : ''}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {l.sku ?? ''}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{l.quantity}</Table.Td>
                      <Table.Td ta="right">{l.receivedQuantity}</Table.Td>
                      {cancelled ? <Table.Td ta="right">{l.cancelledQuantity}</Table.Td> : null}
                      <Table.Td ta="right">{formatMoney(l.unitCost)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(l.lineTotal)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th>{t('Total')}</Table.Th>
                    <Table.Th ta="right">{o.totals.quantity}</Table.Th>
                    <Table.Th ta="right">{o.totals.receivedQuantity}</Table.Th>
                    {cancelled ? (
                      <Table.Th ta="right">{o.totals.cancelledQuantity}</Table.Th>
                    ) : null}
                    <Table.Td />
                    <Table.Th ta="right">{formatMoney(o.totals.total)}</Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </Grid.Col>
        </Grid>
      </Stack>
    </PageFrame>
  );
}

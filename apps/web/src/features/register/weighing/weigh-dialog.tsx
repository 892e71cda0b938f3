import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { toCents } from '@pos/contracts/sale-totals';
import {
  lineGrossCents,
  pricePer,
  QUANTITY_DECIMALS,
  quantityProblem,
  UNIT_LABELS,
  type Unit,
} from '@pos/contracts/units';
import { IconScale } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../../auth/use-general-settings';
import { msg, serverText } from '../../../lib/i18n';
import { isMeasured, lineLabel, type SaleItem } from '../cart';
import { readScale, serialOf } from './scale-reading';

/**
 * Adding an item sold by a measure asks for its weight first (docs/guide/register.md, "Goods
 * sold by weight"): typed, or read from a scale on a serial port; an item sold each is added at
 * once, one unit. `add` adds the item at the quantity given.
 */
export function useWeighing(add: (item: SaleItem, quantity: number) => boolean) {
  const { t } = useTranslation('register');
  const [item, setItem] = useState<SaleItem | null>(null);
  const addOrWeigh = useCallback(
    (next: SaleItem) => {
      // A scale label was weighed already: its line is what the label says.
      if (!isMeasured(next) || next.scale) return add(next, next.scale?.quantity ?? 1);
      setItem(next);
      return true;
    },
    [add],
  );
  const dialog: ReactNode = (
    <Modal
      opened={item !== null}
      onClose={() => setItem(null)}
      title={item ? t('Weigh {{item}}', { item: lineLabel(item) }) : ''}
      centered
    >
      {item ? (
        <WeighForm
          item={item}
          onWeighed={(quantity) => {
            add(item, quantity);
            setItem(null);
          }}
          onCancel={() => setItem(null)}
        />
      ) : null}
    </Modal>
  );
  return { add: addOrWeigh, dialog };
}

const SCALE_FAILED = msg('No steady weight came from the scale. Type it, or try again.');

function WeighForm({
  item,
  onWeighed,
  onCancel,
}: {
  item: SaleItem;
  onWeighed: (quantity: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('register');
  const unit: Unit = item.unit ?? 'each';
  const { formatMoney } = useGeneralSettings();
  const [value, setValue] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const serial = serialOf(navigator);
  const quantity = typeof value === 'number' ? value : Number.NaN;
  const problem = Number.isFinite(quantity)
    ? quantityProblem(unit, quantity)
    : t('Type the weight.');
  const submit = () => {
    if (problem) return setError(serverText(problem));
    onWeighed(quantity);
  };
  const fromScale = async () => {
    if (!serial) return;
    setReading(true);
    setError(null);
    try {
      const weight = await readScale(serial, unit);
      if (weight === null) setError(t(SCALE_FAILED));
      else setValue(weight);
    } catch (err) {
      // The cashier closed the port picker, or the port is busy: typing still works.
      setError(err instanceof Error && err.name === 'NotFoundError' ? null : t(SCALE_FAILED));
    } finally {
      setReading(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {pricePer(formatMoney(item.price), unit)}
        </Text>
        <NumberInput
          label={t('Weight ({{unit}})', { unit: UNIT_LABELS[unit] })}
          data-autofocus
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          decimalScale={QUANTITY_DECIMALS}
          min={0}
          allowNegative={false}
          hideControls
          inputMode="decimal"
          error={error}
        />
        <Text size="sm" aria-live="polite">
          {problem
            ? ' '
            : t('Line price {{price}}', {
                price: formatMoney(lineGrossCents(toCents(item.price), quantity) / 100),
              })}
        </Text>
        <Group justify="space-between">
          {serial ? (
            <Button
              variant="default"
              leftSection={<IconScale size={16} />}
              onClick={fromScale}
              loading={reading}
            >
              {t('Read the scale')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('Cancel')}
            </Button>
            <Button type="submit">{t('Add')}</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

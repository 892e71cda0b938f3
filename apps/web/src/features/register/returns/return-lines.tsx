import { NumberInput, Table, Text } from '@mantine/core';
import type { TTransaction } from '@pos/contracts/sales';
import { isWhole, pricePer, QUANTITY_DECIMALS, quantityText } from '@pos/contracts/units';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../../auth/use-general-settings';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { returnableLines } from './return-draft';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The sale's lines with what was sold, what is left and the units coming back (Return, Exchange). */
export function ReturnLines({
  sale,
  quantities,
  onChange,
  disabled,
}: {
  sale: TTransaction;
  quantities: Record<string, number | ''>;
  onChange: (lineId: string, value: number | string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  const { formatMoney } = useGeneralSettings();
  const lines = returnableLines(sale);
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs">
        <Table.Caption style={visuallyHidden}>{t('Lines to return')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Item')}</Table.Th>
            <Table.Th ta="right">{t('Sold')}</Table.Th>
            <Table.Th ta="right">{t('Left')}</Table.Th>
            <Table.Th ta="right">{t('Return')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {line.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {pricePer(formatMoney(line.priceAtSale), line.unit)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {quantityText(line.sold, line.unit)}
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {quantityText(line.left, line.unit)}
              </Table.Td>
              <Table.Td ta="right">
                <NumberInput
                  aria-label={t('Units of {{item}} to return', { item: line.label })}
                  min={0}
                  max={line.left}
                  step={1}
                  {...(isWhole(line.unit)
                    ? { allowDecimal: false }
                    : { decimalScale: QUANTITY_DECIMALS })}
                  allowNegative={false}
                  clampBehavior="strict"
                  w={isWhole(line.unit) ? 76 : 96}
                  ml="auto"
                  value={quantities[line.id] ?? ''}
                  placeholder="0"
                  onChange={(v) => onChange(line.id, v)}
                  disabled={disabled || line.left === 0}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import {
  ActionIcon,
  Badge,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { type CartLine, type LinePatch, lineLabel, lineProblem, shortBy } from './cart';
import { type LineDiscount, typedDiscount } from './line-discount';

/** What a line's row needs: stable between renders, so the rows that did not change skip theirs. */
interface LineRowProps {
  line: CartLine;
  /** In cents. */
  lineTotal: number;
  canDiscount: boolean;
  currencySymbol: string;
  formatMoney: (n: number) => string;
  onChange: (key: string, patch: LinePatch) => void;
  onRemove: (key: string) => void;
  disabled: boolean;
}

/**
 * The cart: each line with its unit price, a quantity stepper, a discount when allowed. A scan
 * changes one line (a new one, or one more of it): only that row renders again — a 60-line
 * cart rendered whole took 80–90 ms a scan (docs/benchmarks/register-till.md).
 */
export function CartLines({
  cart,
  lineTotals,
  ...row
}: Omit<LineRowProps, 'line' | 'lineTotal'> & {
  cart: readonly CartLine[];
  /** In cents, in cart order. */
  lineTotals: readonly number[];
}) {
  if (!cart.length) {
    return (
      <Stack align="center" gap={4} py="lg" c="dimmed">
        <IconShoppingCart size={32} stroke={1.5} />
        <Text size="sm">The cart is empty. Scan a barcode or search for a product.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" role="list" aria-label="Cart">
      {cart.map((line, i) => (
        <CartLineRow key={line.key} line={line} lineTotal={lineTotals[i] ?? 0} {...row} />
      ))}
    </Stack>
  );
}

const CartLineRow = memo(function CartLineRow({
  line,
  lineTotal,
  canDiscount,
  currencySymbol,
  formatMoney,
  onChange,
  onRemove,
  disabled,
}: LineRowProps) {
  const label = lineLabel(line);
  const problem = lineProblem(line, canDiscount);
  return (
    <Paper withBorder p="xs" radius="sm" role="listitem" aria-label={label}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <div style={{ minWidth: 0, flex: '1 1 140px' }}>
          <Text fw={600} size="sm">
            {line.name}
            {line.variationName ? (
              <Text span c="dimmed" size="sm" fw={500}>
                {' '}
                / {line.variationName}
              </Text>
            ) : null}
          </Text>
          <Text size="xs" c="dimmed">
            {line.sku ? `${line.sku} · ` : ''}
            {formatMoney(line.price)} each
          </Text>
          {shortBy(line) > 0 ? (
            <Badge color="orange" variant="light" size="sm" mt={4}>
              {line.stock && line.stock > 0 ? `Only ${line.stock} in stock` : 'Out of stock'}
            </Badge>
          ) : null}
        </div>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <QuantityStepper
            label={label}
            value={line.quantity}
            onChange={(quantity) => onChange(line.key, { quantity })}
            error={problem?.quantity}
            disabled={disabled}
          />
          {canDiscount ? (
            <DiscountField
              label={label}
              value={line.discount}
              onChange={(discount) => onChange(line.key, { discount })}
              currencySymbol={currencySymbol}
              error={problem?.discount}
              disabled={disabled}
            />
          ) : null}
          <Text
            size="sm"
            fw={600}
            miw={84}
            ta="right"
            lh={`${TOUCH}px`}
            aria-label={`Line total of ${label}`}
          >
            {formatMoney(lineTotal / 100)}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            size={TOUCH}
            aria-label={`Remove ${label}`}
            onClick={() => onRemove(line.key)}
            disabled={disabled}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
});

/**
 * The line's discount: an amount or a percent, said by the unit button beside the number (it
 * switches between the two), and "10%" typed means 10 %. What cannot be read is refused with a
 * message, never read as something else.
 */
function DiscountField({
  label,
  value,
  onChange,
  currencySymbol,
  error,
  disabled,
}: {
  label: string;
  value: LineDiscount;
  onChange: (next: LineDiscount) => void;
  currencySymbol: string;
  error?: string;
  disabled: boolean;
}) {
  const percent = value.mode === 'percent';
  return (
    <TextInput
      aria-label={`Discount on ${label}`}
      label="Discount"
      placeholder="0"
      value={value.text}
      onChange={(e) => onChange(typedDiscount(e.currentTarget.value, value.mode))}
      onFocus={(e) => e.currentTarget.select()}
      inputMode="decimal"
      autoComplete="off"
      w={112}
      size="xs"
      styles={{ input: { height: TOUCH, minHeight: TOUCH } }}
      rightSectionWidth={40}
      rightSectionPointerEvents="all"
      rightSection={
        <UnstyledButton
          aria-label={`Discount on ${label} in percent`}
          aria-pressed={percent}
          title={
            percent
              ? 'A percent of the line: click for an amount'
              : 'An amount: click for a percent'
          }
          onClick={() => onChange({ ...value, mode: percent ? 'amount' : 'percent' })}
          disabled={disabled}
          fw={700}
          fz="sm"
          px={6}
          h={TOUCH - 8}
          miw={32}
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            background: 'var(--mantine-color-default-hover)',
            textAlign: 'center',
          }}
        >
          {percent ? '%' : currencySymbol}
        </UnstyledButton>
      }
      error={error}
      disabled={disabled}
    />
  );
}

/** WCAG 2.5.5's touch target: a register is often a phone or a touch screen. */
const TOUCH = 44;

/** The quantity: − and + buttons a thumb can hit, and the number to type over. */
function QuantityStepper({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: number | '';
  onChange: (quantity: number | '') => void;
  error?: string;
  disabled: boolean;
}) {
  const n = typeof value === 'number' ? value : 0;
  return (
    <Stack gap={2}>
      <Text size="xs" fw={500} component="span">
        Qty
      </Text>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <ActionIcon
          variant="default"
          size={TOUCH}
          aria-label={`Decrease quantity of ${label}`}
          onClick={() => onChange(Math.max(1, n - 1))}
          disabled={disabled || n <= 1}
        >
          <IconMinus size={18} />
        </ActionIcon>
        <NumberInput
          aria-label={`Quantity of ${label}`}
          value={value}
          onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
          onBlur={() => {
            if (value === '' || Number(value) < 1) onChange(1);
          }}
          min={1}
          max={MAX_QUANTITY}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="blur"
          hideControls
          w={64}
          size="xs"
          styles={{ input: { height: TOUCH, minHeight: TOUCH, textAlign: 'center' } }}
          error={error}
          disabled={disabled}
          selectAllOnFocus
        />
        <ActionIcon
          variant="default"
          size={TOUCH}
          aria-label={`Increase quantity of ${label}`}
          onClick={() => onChange(Math.min(MAX_QUANTITY, n + 1))}
          disabled={disabled || n >= MAX_QUANTITY}
        >
          <IconPlus size={18} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}

const MAX_QUANTITY = 100_000;

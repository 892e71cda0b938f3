import { ActionIcon, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { type CartLine, lineLabel, lineProblem } from './cart';

/** The cart: each line with its unit price, a quantity stepper, a discount when allowed. */
export function CartLines({
  cart,
  lineTotals,
  canDiscount,
  currencySymbol,
  formatMoney,
  onChange,
  onRemove,
  disabled,
}: {
  cart: readonly CartLine[];
  /** In cents, in cart order. */
  lineTotals: readonly number[];
  canDiscount: boolean;
  currencySymbol: string;
  formatMoney: (n: number) => string;
  onChange: (key: string, patch: Partial<Pick<CartLine, 'quantity' | 'discount'>>) => void;
  onRemove: (key: string) => void;
  disabled: boolean;
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
      {cart.map((line, i) => {
        const label = lineLabel(line);
        const problem = canDiscount ? lineProblem(line) : lineProblem({ ...line, discount: '' });
        return (
          <Paper key={line.key} withBorder p="xs" radius="sm" role="listitem" aria-label={label}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <div style={{ minWidth: 0, flex: '1 1 180px' }}>
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
                  <NumberInput
                    aria-label={`Discount on ${label}`}
                    label="Discount"
                    placeholder="0.00"
                    value={line.discount}
                    onChange={(v) =>
                      onChange(line.key, {
                        discount: typeof v === 'number' ? v : v === '' ? '' : Number(v),
                      })
                    }
                    min={0}
                    decimalScale={2}
                    allowNegative={false}
                    prefix={currencySymbol}
                    hideControls
                    w={96}
                    size="xs"
                    styles={{ input: { height: TOUCH, minHeight: TOUCH } }}
                    error={problem?.discount}
                    disabled={disabled}
                    selectAllOnFocus
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
                  {formatMoney((lineTotals[i] ?? 0) / 100)}
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
      })}
    </Stack>
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

import { ActionIcon, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconShoppingCart, IconTrash } from '@tabler/icons-react';
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
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <NumberInput
                  aria-label={`Quantity of ${label}`}
                  label="Qty"
                  value={line.quantity}
                  onChange={(v) =>
                    onChange(line.key, {
                      quantity: typeof v === 'number' ? v : v === '' ? '' : Number(v),
                    })
                  }
                  onBlur={() => {
                    if (line.quantity === '' || Number(line.quantity) < 1)
                      onChange(line.key, { quantity: 1 });
                  }}
                  min={1}
                  max={100_000}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="blur"
                  w={92}
                  size="xs"
                  error={problem?.quantity}
                  disabled={disabled}
                  selectAllOnFocus
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
                    error={problem?.discount}
                    disabled={disabled}
                    selectAllOnFocus
                  />
                ) : null}
                <Text
                  size="sm"
                  fw={600}
                  w={84}
                  ta="right"
                  pt={22}
                  aria-label={`Line total of ${label}`}
                >
                  {formatMoney((lineTotals[i] ?? 0) / 100)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${label}`}
                  onClick={() => onRemove(line.key)}
                  disabled={disabled}
                  mt={20}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

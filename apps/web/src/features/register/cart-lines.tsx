import { Badge, Stack, Text } from '@mantine/core';
import { fromCents } from '@pos/contracts/sale-totals';
import {
  isWhole,
  pricePer,
  QUANTITY_DECIMALS,
  quantityText,
  UNIT_LABELS,
  type Unit,
} from '@pos/contracts/units';
import { IconMinus, IconPlus, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { memo, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import theme from '../../theme.module.css';
import { type CartLine, type LinePatch, lineLabel, lineProblem, shortBy } from './cart';
import css from './cart-line.module.css';
import { type LineDiscount, typedDiscount } from './line-discount';
import { type LinePromotions, lineTaxNote, type RegisterMoney } from './register-totals';

/** What a line's row needs: stable between renders, so the rows that did not change skip theirs. */
interface LineRowProps {
  line: CartLine;
  /** In cents, after its promotions and discounts. */
  lineTotal: number;
  /** What the promotions take off the line (none: `NO_PROMOTIONS`, the same at every render). */
  promotions: LinePromotions;
  canDiscount: boolean;
  /** How the shop taxes (the line's class, in its prices or added): the line says which. */
  money: RegisterMoney;
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
  linePromotions,
  ...row
}: Omit<LineRowProps, 'line' | 'lineTotal' | 'promotions'> & {
  cart: readonly CartLine[];
  /** In cents, in cart order. */
  lineTotals: readonly number[];
  /** What the promotions take off each line, in cart order (`totalsOf`); none when left out. */
  linePromotions?: readonly LinePromotions[];
}) {
  const { t } = useTranslation('register');
  if (!cart.length) {
    return (
      <Stack align="center" gap={4} py="lg" c="dimmed">
        <IconShoppingCart size={32} stroke={1.5} />
        <Text size="sm">{t('The cart is empty. Scan a barcode or search for a product.')}</Text>
      </Stack>
    );
  }
  return (
    <ul className={css.lines} aria-label={t('Cart')}>
      {cart.map((line, i) => (
        <CartLineRow
          key={line.key}
          line={line}
          lineTotal={lineTotals[i] ?? 0}
          promotions={promotionsOf(linePromotions?.[i])}
          {...row}
        />
      ))}
    </ul>
  );
}

const NO_PROMOTIONS: LinePromotions = { promotionCents: 0, promotions: [] };
/** A line without promotions keeps the one `NO_PROMOTIONS`: its row need not render again. */
const promotionsOf = (p: LinePromotions | undefined) =>
  p && p.promotions.length > 0 ? p : NO_PROMOTIONS;

const CartLineRow = memo(function CartLineRow({
  line,
  lineTotal,
  promotions,
  canDiscount,
  money,
  currencySymbol,
  formatMoney,
  onChange,
  onRemove,
  disabled,
}: LineRowProps) {
  const { t } = useTranslation('register');
  const label = lineLabel(line);
  const problem = lineProblem(line, canDiscount, promotions.promotionCents);
  return (
    <li aria-label={label} className={css.line}>
      <div className={css.item}>
        <div className={css.name}>
          {line.name}
          {line.variationName ? (
            <span className={css.variation}> / {line.variationName}</span>
          ) : null}
        </div>
        <div className={css.meta}>
          {line.sku ? `${line.sku} · ` : ''}
          {pricePer(formatMoney(line.price), line.unit)} · {lineTaxNote(line, money)}
        </div>
        {line.label ? (
          <div className={css.meta}>{t('Scale label {{code}}', { code: line.label.code })}</div>
        ) : null}
        {promotions.promotions.map((p) => (
          <div key={p.id} className={css.meta}>
            {p.name} −{formatMoney(fromCents(p.cents))}
          </div>
        ))}
        {shortBy(line) > 0 ? (
          <Badge color="orange" variant="light" size="sm" className={css.badge}>
            {line.stock && line.stock > 0
              ? t('Only {{quantity}} in stock', { quantity: quantityText(line.stock, line.unit) })
              : t('Out of stock')}
          </Badge>
        ) : null}
      </div>
      <div className={css.controls}>
        {line.label ? (
          <LabelQuantity label={label} quantity={Number(line.quantity)} unit={line.unit} />
        ) : isWhole(line.unit) ? (
          <QuantityStepper
            label={label}
            value={line.quantity}
            onChange={(quantity) => onChange(line.key, { quantity })}
            error={problem?.quantity}
            disabled={disabled}
          />
        ) : (
          <WeightField
            label={label}
            unit={line.unit}
            value={line.quantity}
            onChange={(quantity) => onChange(line.key, { quantity })}
            error={problem?.quantity}
            disabled={disabled}
          />
        )}
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
        <output
          className={`${css.total} ${css.labelled}`}
          aria-label={t('Line total of {{item}}', { item: label })}
        >
          {formatMoney(lineTotal / 100)}
        </output>
        <IconButton
          label={t('Remove {{item}}', { item: label })}
          onClick={() => onRemove(line.key)}
          disabled={disabled}
          className={`${css.remove} ${css.labelled}`}
        >
          <IconTrash size={18} />
        </IconButton>
      </div>
    </li>
  );
});

/** Mantine's focus ring (shown for the keyboard) and its press, on a plain button. */
const BUTTON = 'mantine-focus-auto mantine-active';

/** A square button a thumb can hit, named for what it does (its content is an icon). */
function IconButton({
  label,
  onClick,
  disabled,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${css.icon} ${BUTTON} ${className ?? ''}`}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}

/** A field's message under it, tied to its input for a screen reader. */
function FieldError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation('register');
  return error ? (
    <div id={id} className={css.error}>
      {t(error)}
    </div>
  ) : null;
}

/**
 * The line's discount: an amount or a percent, said by the unit button beside the number (it
 * switches between the two), and "10%" typed means 10 %. What cannot be read is refused with a
 * message, never read as something else.
 */
export function DiscountField({
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
  const { t } = useTranslation('register');
  const id = useId();
  const percent = value.mode === 'percent';
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {t('Discount')}
      </label>
      <div
        className={`${css.box} ${css.withUnit} ${theme.input}`}
        data-invalid={error ? true : undefined}
        data-disabled={disabled || undefined}
      >
        <input
          id={id}
          className={`${css.input} ${css.bare}`}
          aria-label={t('Discount on {{item}}', { item: label })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="0"
          value={value.text}
          onChange={(e) => onChange(typedDiscount(e.currentTarget.value, value.mode))}
          onFocus={(e) => e.currentTarget.select()}
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
        />
        <button
          type="button"
          className={`${css.unit} ${BUTTON}`}
          aria-label={t('Discount on {{item}} in percent', { item: label })}
          aria-pressed={percent}
          title={
            percent
              ? t('A percent of the line: click for an amount')
              : t('An amount: click for a percent')
          }
          onClick={() => onChange({ ...value, mode: percent ? 'amount' : 'percent' })}
          disabled={disabled}
        >
          {percent ? '%' : currencySymbol}
        </button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A scale label's quantity, as the label says it: shown, not typed over. */
function LabelQuantity({ label, quantity, unit }: { label: string; quantity: number; unit: Unit }) {
  const { t } = useTranslation('register');
  return (
    <div className={css.field}>
      <span className={css.label}>{isWhole(unit) ? t('Qty') : UNIT_LABELS[unit]}</span>
      <output
        className={`${css.box} ${css.input} ${css.quantity} ${css.fixed}`}
        aria-label={t('Quantity of {{item}}', { item: label })}
      >
        {quantityText(quantity, 'each')}
      </output>
    </div>
  );
}

/** What is typed as a weight: digits and one decimal mark, at most 3 decimals. */
const WEIGHT_TYPED = new RegExp(`^\\d*(\\.\\d{0,${QUANTITY_DECIMALS}})?$`);

/**
 * A weighed line's quantity (kg, g, lb, l): typed over, up to 3 decimals. The text is kept as
 * typed ("0." on the way to "0.5"); the line gets the number.
 */
function WeightField({
  label,
  unit,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  unit: Unit;
  value: number | '';
  onChange: (quantity: number | '') => void;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  const id = useId();
  const [text, setText] = useState(String(value));
  // A change from elsewhere (the same item weighed again) shows; what is being typed stays.
  useEffect(() => setText((prev) => (Number(prev) === value ? prev : String(value))), [value]);
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {UNIT_LABELS[unit]}
      </label>
      <input
        id={id}
        className={`${css.box} ${css.input} ${css.quantity} ${theme.input}`}
        data-invalid={error ? true : undefined}
        aria-label={t('Weight of {{item}}', { item: label })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={text}
        onChange={(e) => {
          const typed = e.currentTarget.value.replace(',', '.');
          if (!WEIGHT_TYPED.test(typed)) return;
          setText(typed);
          onChange(typed === '' || typed === '.' ? '' : Number(typed));
        }}
        onFocus={(e) => e.currentTarget.select()}
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

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
  const { t } = useTranslation('register');
  const id = useId();
  const n = typeof value === 'number' ? value : 0;
  const step = (by: number) => onChange(clampQuantity(n + by));
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {t('Qty')}
      </label>
      <div className={css.stepper}>
        <IconButton
          label={t('Decrease quantity of {{item}}', { item: label })}
          onClick={() => step(-1)}
          disabled={disabled || n <= 1}
        >
          <IconMinus size={18} />
        </IconButton>
        <input
          id={id}
          className={`${css.box} ${css.input} ${css.quantity} ${theme.input}`}
          data-invalid={error ? true : undefined}
          aria-label={t('Quantity of {{item}}', { item: label })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value}
          // Digits only, as typed; a whole number of at least 1 once the field is left.
          onChange={(e) => {
            const digits = e.currentTarget.value.replace(/\D/g, '');
            onChange(digits === '' ? '' : Number(digits));
          }}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
            e.preventDefault();
            step(e.key === 'ArrowUp' ? 1 : -1);
          }}
          onBlur={() => {
            if (value === '' || value < 1 || value > MAX_QUANTITY) onChange(clampQuantity(n));
          }}
          onFocus={(e) => e.currentTarget.select()}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
        />
        <IconButton
          label={t('Increase quantity of {{item}}', { item: label })}
          onClick={() => step(1)}
          disabled={disabled || n >= MAX_QUANTITY}
        >
          <IconPlus size={18} />
        </IconButton>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const MAX_QUANTITY = 100_000;
const clampQuantity = (n: number) => Math.min(MAX_QUANTITY, Math.max(1, n));

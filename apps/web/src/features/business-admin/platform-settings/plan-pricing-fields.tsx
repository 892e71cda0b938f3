import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { minorDigits, toMajor, toMinor } from '@pos/contracts/currency';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../lib/i18n';
import { currencyOptions, withCurrent } from '../../../lib/zones-and-currencies';
import { bindSelect, type SettingsFieldsProps } from './settings-fields-props';
import { SettingsSection } from './settings-section';

type PriceField = 'basicPriceMinor' | 'proPriceMinor';

const PRICES: { field: PriceField; label: string }[] = [
  { field: 'basicPriceMinor', label: msg('Basic Plan Price') },
  { field: 'proPriceMinor', label: msg('Pro Plan Price') },
];

/** Minor units of what the box holds: NaN when it is empty. */
const minorOf = (text: string | number, currency: string) =>
  text === '' ? Number.NaN : toMinor(Number(text), currency);
const shown = (minor: number, currency: string) =>
  Number.isFinite(minor) ? toMajor(minor, currency) : '';

/**
 * One price in major units. The box keeps what is typed ("19." on the way to "19.50"), which
 * the minor units alone cannot say; a value set from outside (a save, another currency) replaces it.
 */
function PriceInput(props: {
  field: PriceField;
  label: string;
  currency: string;
  p: SettingsFieldsProps;
}) {
  const { t } = useTranslation('business-admin');
  const { field, label, currency, p } = props;
  const minor = p.draft[field];
  const [text, setText] = useState<string | number>(() => shown(minor, currency));
  useEffect(() => {
    setText((typed) =>
      Object.is(minorOf(typed, currency), minor) ? typed : shown(minor, currency),
    );
  }, [minor, currency]);
  const digits = minorDigits(currency);
  return (
    <NumberInput
      label={t(label)}
      description={t('Per month, in {{currency}}', { currency })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      name={field}
      value={text}
      onChange={(v) => {
        setText(v);
        // An emptied box is no price: the contract's message says so.
        p.onChange(field, minorOf(v, currency));
      }}
      min={0}
      allowNegative={false}
      decimalScale={digits}
      allowDecimal={digits > 0}
      thousandSeparator=","
      error={p.errors[field]}
      disabled={p.disabled}
    />
  );
}

/**
 * The platform currency and the paid plans' prices, together: the prices are in that currency
 * (DESIGN §8). The API keeps minor units; the boxes show major units with the currency's decimals.
 */
export function PlanPricingFields(p: SettingsFieldsProps) {
  // Hundreds of currencies: built once per form, not at every keystroke.
  const { t } = useTranslation('business-admin');
  const currencies = useMemo(currencyOptions, []);
  const currency = p.draft.defaultCurrency;
  return (
    <SettingsSection
      title={t('Plans and currency')}
      description={t(
        "New payments are charged these prices; payments already made keep theirs. The dashboard's revenue is summed in this currency.",
      )}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('Platform Currency')}
          searchable
          limit={50}
          nothingFoundMessage={t('No such currency')}
          data={withCurrent(currencies, currency)}
          {...bindSelect(p, 'defaultCurrency')}
        />
        {PRICES.map(({ field, label }) => (
          <PriceInput key={field} field={field} label={label} currency={currency} p={p} />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}

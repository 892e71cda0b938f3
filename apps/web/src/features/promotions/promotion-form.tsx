import {
  MultiSelect,
  type MultiSelectProps,
  NumberInput,
  type NumberInputProps,
  Select,
  SimpleGrid,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { TOption } from '@pos/contracts/list';
import {
  PROMOTION_KIND_LABELS,
  PROMOTION_KINDS,
  PROMOTION_MESSAGES,
  type PromotionKind,
  promotionOfferText,
  type TPromotionRow,
  ZPromotionBody,
} from '@pos/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { ALL_STORES, CATEGORY_OPTIONS, PRODUCT_PICKER } from '../../api/options';
import { useGeneralSettings } from '../../auth/use-general-settings';
import {
  loadFailedText,
  NameInput,
  ResourceFormFrame,
} from '../../components/resource-list/resource-form-frame';
import { useOptions } from '../../components/resource-list/resource-queries';
import type { OptionsSource, ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';
import { msg, serverText } from '../../lib/i18n';
import { bodyOf, draftOf, type NumberField, offerOf, type PromotionDraft } from './promotion-draft';

const KIND_OPTIONS = PROMOTION_KINDS.map((kind) => ({
  value: kind,
  label: PROMOTION_KIND_LABELS[kind],
}));

/** What each kind asks for, and how it reads once filled in. */
const KIND_HINTS: Record<PromotionKind, string> = {
  percent_off: msg('A percent off each unit, e.g. 20% off T-shirts.'),
  amount_off: msg('An amount off each unit, e.g. 0.50 off sparkling water.'),
  buy_x_get_y: msg(
    'Of every Buy + Get units, the cheapest Get units are free (or at the discount).',
  ),
  multibuy: msg('Any units of what it applies to, sold together for one price, e.g. 3 for 5.00.'),
};

const WHOLE = { allowDecimal: false, allowNegative: false, min: 1, max: 1000 } as const;
const PERCENT = { decimalScale: 2, allowNegative: false, min: 0, max: 100, suffix: '%' } as const;
const MONEY = { decimalScale: 2, fixedDecimalScale: true, allowNegative: false, min: 0 } as const;

/** The options of a picker, and a place for ids it no longer lists (a product deleted since). */
function usePicker(source: OptionsSource, value: readonly string[], unknown: string) {
  const options = useOptions(source);
  const listed = (options.data ?? []).map((o: TOption) => ({
    value: o._id,
    label: source.label?.(o) ?? o.name,
  }));
  const known = new Set(listed.map((o) => o.value));
  const missing = options.data ? value.filter((id) => !known.has(id)) : [];
  return {
    data: [...listed, ...missing.map((id) => ({ value: id, label: unknown }))],
    loading: options.isLoading,
    error: options.error,
  };
}

/** A searchable multi-select of a resource's options. */
function Picker(props: MultiSelectProps & { loading: boolean }) {
  const { t } = useTranslation('promotions');
  const { loading, placeholder, ...rest } = props;
  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      limit={100}
      nothingFoundMessage={t('Nothing found')}
      placeholder={loading ? t('Loading...') : placeholder}
      {...rest}
    />
  );
}

/**
 * A promotion (docs/DESIGN.md, "Money"): its kind decides the figures asked for; products and
 * categories narrow what it applies to (none of either: everything), stores where (none:
 * everywhere), a coupon code whether the customer must give one, and the dates when — on the
 * shop's clocks.
 */
export function PromotionForm(props: ResourceFormProps<TPromotionRow>) {
  const { t } = useTranslation('promotions');
  const { formatMoney, timeZone } = useGeneralSettings();
  const form = useResourceForm(props, {
    initial: () => draftOf(props.item, timeZone),
    schema: ZPromotionBody,
    toInput: (d: PromotionDraft) => bodyOf(d, timeZone),
    messages: PROMOTION_MESSAGES,
  });
  const v = form.values;
  const products = usePicker(PRODUCT_PICKER, v.productIds, t('A product no longer listed'));
  const categories = usePicker(CATEGORY_OPTIONS, v.categoryIds, t('A deleted category'));
  const stores = usePicker(ALL_STORES, v.storeIds, t('A deleted store'));
  const loadError = products.error ?? categories.error ?? stores.error;
  const offer = offerOf(v);
  const number = (key: NumberField, extra: NumberInputProps) => (
    <NumberInput {...form.field(key)} {...extra} />
  );

  return (
    <ResourceFormFrame
      form={form}
      itemTitle={t('Promotion')}
      loadError={
        loadError ? loadFailedText(t('Failed to load the lists to pick from.'), loadError) : null
      }
    >
      <NameInput
        maxLength={100}
        placeholder={t('e.g. Buy 2 get the cheapest free')}
        {...form.text('name')}
      />
      <Select
        label={t('Kind')}
        required
        data={KIND_OPTIONS.map((o) => ({ ...o, label: serverText(o.label) }))}
        allowDeselect={false}
        description={t(KIND_HINTS[v.kind])}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.field('kind')}
        onChange={(kind) => kind && form.setField('kind', kind as PromotionKind)}
      />
      {v.kind === 'percent_off' ? (
        number('percent', { label: t('Percent off'), required: true, ...PERCENT })
      ) : v.kind === 'amount_off' ? (
        number('amount', { label: t('Amount off each'), required: true, ...MONEY })
      ) : v.kind === 'buy_x_get_y' ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {number('buyQuantity', { label: t('Buy'), required: true, ...WHOLE })}
          {number('getQuantity', { label: t('Get'), required: true, ...WHOLE })}
          {number('getPercent', {
            label: t('Discount'),
            placeholder: t('100% (free)'),
            ...PERCENT,
          })}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {number('bundleQuantity', { label: t('Quantity'), required: true, ...WHOLE, min: 2 })}
          {number('bundlePrice', { label: t('Together for'), required: true, ...MONEY })}
        </SimpleGrid>
      )}
      {offer ? (
        <Text size="sm" fw={500} aria-live="polite">
          {t('Gives: {{offer}}', { offer: serverText(promotionOfferText(offer, formatMoney)) })}
        </Text>
      ) : null}
      <Picker
        label={t('Products')}
        placeholder={t('Pick products')}
        data={products.data}
        loading={products.loading}
        {...form.field('productIds')}
      />
      <Picker
        label={t('Categories')}
        placeholder={t('Pick categories')}
        description={t('No products and no categories: it applies to everything.')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data={categories.data}
        loading={categories.loading}
        {...form.field('categoryIds')}
      />
      <Picker
        label={t('Stores')}
        placeholder={t('Every store')}
        description={t('None picked: it applies at every store.')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data={stores.data}
        loading={stores.loading}
        {...form.field('storeIds')}
      />
      <TextInput
        label={t('Coupon code')}
        placeholder={t('e.g. WELCOME10')}
        description={t('With a code, it applies only when the customer gives it at the register.')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        maxLength={40}
        autoCapitalize="characters"
        {...form.text('couponCode')}
        // Kept upper-case, as the API keeps it: the register takes it in any case.
        onChange={(e) => form.setField('couponCode', e.currentTarget.value.toUpperCase())}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput type="datetime-local" label={t('Starts')} {...form.text('startsAt')} />
        <TextInput type="datetime-local" label={t('Ends')} {...form.text('endsAt')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-8}>
        {t(
          "On the shop's clocks ({{timeZone}}). No start: from now on; no end: until it is switched off.",
          { timeZone },
        )}
      </Text>
      <Switch
        label={t('Active')}
        description={t('Inactive promotions are kept but never applied.')}
        {...form.checkbox('isActive')}
      />
    </ResourceFormFrame>
  );
}

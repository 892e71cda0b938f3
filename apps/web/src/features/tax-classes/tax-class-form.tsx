import { Checkbox } from '@mantine/core';
import { TAX_CLASS_MESSAGES, type TTaxClassRow, ZTaxClassBody } from '@pos/contracts/tax-classes';
import { useTranslation } from 'react-i18next';
import { NameInput, ResourceFormFrame } from '../../components/resource-list/resource-form-frame';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';
import { TaxesField } from '../../components/taxes-field';
import { useRefreshGeneralSettings } from './api';
import { bodyOf, draftOf, emptyTax, isShownField } from './tax-class-draft';

/**
 * A tax class: its name, its taxes and whether it is the default (what products that name no
 * class are taxed by). The default moves to another class, never away: the default's box is
 * checked and locked, and making another class the default is how it changes.
 */
export function TaxClassForm(props: ResourceFormProps<TTaxClassRow>) {
  const { t } = useTranslation('tax-classes');
  const wasDefault = props.item?.isDefault ?? false;
  const refreshSettings = useRefreshGeneralSettings();
  const form = useResourceForm(props, {
    initial: () => draftOf(props.item),
    schema: ZTaxClassBody,
    toInput: bodyOf,
    fields: isShownField,
    keying: 'path',
    messages: TAX_CLASS_MESSAGES,
    afterSave: () => void refreshSettings(),
  });

  return (
    <ResourceFormFrame form={form} itemTitle={t('Tax Class')}>
      <NameInput maxLength={80} placeholder={t('e.g. Reduced')} {...form.text('name')} />
      <TaxesField
        label={t('Taxes')}
        emptyText={t('No taxes: products of this class are sold without tax.')}
        newRow={emptyTax}
        taxes={form.values.taxes}
        errors={form.errors}
        disabled={form.busy}
        onChange={(taxes, stale) => {
          form.setValues((v) => ({ ...v, taxes }));
          form.clearErrorsWhere(stale);
        }}
      />
      <Checkbox
        label={t('Default class')}
        description={
          wasDefault
            ? t(
                'Products with no class of their own are taxed by this one. To change that, make another class the default.',
              )
            : t(
                'Products with no class of their own will be taxed by this one instead of the current default.',
              )
        }
        {...form.checkbox('isDefault')}
        disabled={wasDefault || form.busy}
      />
    </ResourceFormFrame>
  );
}

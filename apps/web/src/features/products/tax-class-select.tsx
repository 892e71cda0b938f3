import { Select } from '@mantine/core';
import { taxesText } from '@pos/contracts/tax-classes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generalSettingsQuery } from '../../api/session';

/**
 * A product's tax class (docs/DESIGN.md, "Money"): the default class (none named: the product
 * follows whichever class is the default), or another. The classes come with general settings,
 * which whoever edits products may read (the Tax Classes screen needs manage_settings).
 */
export function TaxClassSelect({
  value,
  onChange,
  error,
  variationOf,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  /** A variation's (named so): none named is its product's class, and the field is compact. */
  variationOf?: string;
}) {
  const { t } = useTranslation('products');
  const settings = useQuery(generalSettingsQuery());
  const classes = settings.data?.taxClasses ?? [];
  const standard = classes.find((c) => c.isDefault);
  const data = [
    {
      value: '',
      label: variationOf
        ? t("The product's class")
        : standard
          ? t('Default: {{name}} ({{taxes}})', {
              name: standard.name,
              taxes: taxesText(standard.taxes),
            })
          : t('Default'),
    },
    ...classes
      .filter((c) => !c.isDefault || c._id === value)
      .map((c) => ({ value: c._id, label: `${c.name} (${taxesText(c.taxes)})` })),
  ];
  if (variationOf) {
    return (
      <Select
        aria-label={t('Tax class of {{variation}}', { variation: variationOf })}
        size="xs"
        data={data}
        value={value ?? ''}
        onChange={(v) => onChange(v ? v : null)}
        allowDeselect={false}
        error={error}
      />
    );
  }
  return (
    <Select
      label={t('Tax class')}
      description={t("Default: the default class's taxes")}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data={data}
      value={value ?? ''}
      onChange={(v) => onChange(v ? v : null)}
      allowDeselect={false}
      placeholder={settings.isLoading ? t('Loading...') : undefined}
      error={error}
    />
  );
}

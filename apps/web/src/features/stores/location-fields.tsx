import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NameInput } from '../../components/resource-list/resource-form-frame';

type Bind = Pick<TextInputProps, 'value' | 'onChange' | 'error'>;

/** What stores and warehouses both have: a name and where they are. */
export function NameAndLocationInputs({ name, location }: { name: Bind; location: Bind }) {
  const { t } = useTranslation('stores');
  return (
    <>
      <NameInput maxLength={120} {...name} />
      <TextInput
        label={t('Location')}
        placeholder={t('Street, city')}
        maxLength={300}
        {...location}
      />
    </>
  );
}

// i18n-pending — words still written here, not yet from the catalogs
import { TextInput, type TextInputProps } from '@mantine/core';
import { NameInput } from '../../components/resource-list/resource-form-frame';

type Bind = Pick<TextInputProps, 'value' | 'onChange' | 'error'>;

/** What stores and warehouses both have: a name and where they are. */
export function NameAndLocationInputs({ name, location }: { name: Bind; location: Bind }) {
  return (
    <>
      <NameInput maxLength={120} {...name} />
      <TextInput label="Location" placeholder="Street, city" maxLength={300} {...location} />
    </>
  );
}

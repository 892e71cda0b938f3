// i18n-pending — words still written here, not yet from the catalogs
import { ATTRIBUTE_MESSAGES, type TAttributeRow, ZAttributeBody } from '@pos/contracts/attributes';
import { NameInput, ResourceFormFrame } from '../../components/resource-list/resource-form-frame';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';

export function AttributeForm(props: ResourceFormProps<TAttributeRow>) {
  const { item } = props;
  const form = useResourceForm(props, {
    initial: { name: item?.name ?? '' },
    schema: ZAttributeBody,
    messages: ATTRIBUTE_MESSAGES,
  });
  return (
    <ResourceFormFrame form={form} itemTitle="Attribute">
      <NameInput placeholder="Size, Colour, Material..." {...form.text('name')} />
    </ResourceFormFrame>
  );
}

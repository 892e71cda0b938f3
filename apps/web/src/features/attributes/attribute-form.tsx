import { ATTRIBUTE_MESSAGES, type TAttributeRow, ZAttributeBody } from '@pos/contracts/attributes';
import { useTranslation } from 'react-i18next';
import { NameInput, ResourceFormFrame } from '../../components/resource-list/resource-form-frame';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';

export function AttributeForm(props: ResourceFormProps<TAttributeRow>) {
  const { item } = props;
  const { t } = useTranslation('attributes');
  const form = useResourceForm(props, {
    initial: { name: item?.name ?? '' },
    schema: ZAttributeBody,
    messages: ATTRIBUTE_MESSAGES,
  });
  return (
    <ResourceFormFrame form={form} itemTitle={t('Attribute')}>
      <NameInput placeholder={t('Size, Colour, Material...')} {...form.text('name')} />
    </ResourceFormFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { FormModal } from '../form-modal';
import { TextNamespace, textNamespaces, useTextNamespace } from '../shared-text';
import type { ResourceDefinition, RowBase } from './types';

export interface FormTarget<Row> {
  /** The row being edited, or null when adding. */
  item: Row | null;
  /** Distinguishes two openings of the same row, so each starts from a fresh form. */
  openedAt: number;
}

/** The add/edit modal: "Add New <item>" or "Edit <item>", full screen on phones. */
export function ResourceFormModal<Row extends RowBase>({
  definition,
  target,
  opened,
  onClose,
}: {
  definition: ResourceDefinition<Row>;
  /** Kept after closing so the content does not vanish during the closing transition. */
  target: FormTarget<Row> | null;
  opened: boolean;
  onClose: () => void;
}) {
  const routeNamespace = useTextNamespace();
  const namespace = definition.namespace ?? routeNamespace;
  const { t } = useTranslation(textNamespaces(namespace));
  const Form = definition.form;
  if (!Form) return null;
  const item = t(definition.itemTitle);
  const title = target?.item ? t('Edit {{item}}', { item }) : t('Add New {{item}}', { item });
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size={definition.formSize ?? 'md'}>
      {target ? (
        <TextNamespace ns={namespace}>
          <Form
            key={`${target.item?._id ?? 'new'}-${target.openedAt}`}
            item={target.item}
            resource={definition}
            onClose={onClose}
          />
        </TextNamespace>
      ) : null}
    </FormModal>
  );
}

import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n, msg } from '../lib/i18n';
import { textNamespaces } from './shared-text';

/**
 * What removing a row is called on its screen: a delete, unless the row stays and is switched
 * off for good (an API key is revoked). Its texts are catalog keys (`msg('…')`) of the screen's
 * namespace, which `confirmDelete` and the list are given (`ns`, the definition's `namespace`).
 */
export interface Removal {
  /** The button's word: "Delete", "Revoke". */
  verb: string;
  /** The dialog's title. */
  title: string;
  /** After the name, in the success message: "deleted successfully!". */
  done: string;
  /** What follows, after the question. */
  consequence: string;
}

export const DELETION: Removal = {
  verb: msg('Delete'),
  title: msg('Confirm deletion'),
  done: msg('deleted successfully!'),
  consequence: msg('This action cannot be undone.'),
};

/**
 * The sentences of a removal in the language the app speaks, `name` in them. A delete has whole
 * sentences of its own; another removal's are built from its words (lower-cased verb, as in
 * English).
 */
export function removalTexts(removal: Removal, name: string, ns?: string) {
  const opts = { ns: textNamespaces(ns), name };
  const tr = (text: string) => i18n.t(text, { ns: textNamespaces(ns) });
  if (removal === DELETION)
    return {
      title: i18n.t('Confirm deletion', opts),
      verb: i18n.t('Delete', opts),
      question: i18n.t(
        'Are you sure you want to delete {{name}}? This action cannot be undone.',
        opts,
      ),
      done: i18n.t('{{name}} deleted successfully!', opts),
      failed: i18n.t('Failed to delete {{name}}.', opts),
      buttonLabel: i18n.t('Delete {{name}}', opts),
    };
  const verb = tr(removal.verb);
  const words = { ...opts, verb: verb.toLowerCase(), Verb: verb };
  return {
    title: tr(removal.title),
    verb,
    question: i18n.t('Are you sure you want to {{verb}} {{name}}? {{consequence}}', {
      ...words,
      consequence: tr(removal.consequence),
    }),
    done: i18n.t('{{name}} {{done}}', { ...words, done: tr(removal.done) }),
    failed: i18n.t('Failed to {{verb}} {{name}}.', words),
    buttonLabel: i18n.t('{{Verb}} {{name}}', words),
  };
}

/** Spec 1 §2: every delete asks first, naming what goes. `ns`: the namespace of `removal`'s texts. */
export function confirmDelete({
  itemName,
  onConfirm,
  removal = DELETION,
  ns,
}: {
  itemName: string;
  onConfirm: () => void;
  removal?: Removal;
  ns?: string;
}) {
  const texts = removalTexts(removal, itemName, ns);
  modals.openConfirmModal({
    title: texts.title,
    centered: true,
    children: <Text size="sm">{texts.question}</Text>,
    labels: { confirm: texts.verb, cancel: i18n.t('Cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

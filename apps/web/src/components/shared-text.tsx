import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../lib/i18n';

/**
 * The words a feature hands a shared component (a list's columns, filters and empty states, a
 * dialog's title, a badge's label) are catalog keys of the feature's namespace. The rule:
 * - In a definition written outside a component (`defineResource({...})`, a column, a filter, a
 *   `Removal`, CSV texts): mark every text with `msg('…')`. The list shows it in its namespace:
 *   the definition's `namespace` if set, else the route's (router.tsx puts every feature's page
 *   in `<TextNamespace ns="<feature folder>">`), then `common`.
 * - Anywhere else (a prop set in a component: RecordPage's title, FormModal's title, a
 *   StatusBadge's label): pass the text already translated with the feature's own `t('…')`.
 * Shared components run every such text through `useSharedT()`: the namespace of the nearest
 * `<TextNamespace>`, then `common`. A text that is no key (one already translated, a name)
 * comes back as it is, so translating twice does no harm.
 */
const TextNamespaceContext = createContext('common');

/** Makes the shared components inside look the texts they get up in `ns` first. */
export function TextNamespace({ ns, children }: { ns: string | undefined; children: ReactNode }) {
  return (
    <TextNamespaceContext.Provider value={ns ?? 'common'}>{children}</TextNamespaceContext.Provider>
  );
}

/** The namespace of the nearest `<TextNamespace>` (`common` outside any). */
export const useTextNamespace = () => useContext(TextNamespaceContext);

/**
 * `t` for texts handed to a shared component: the nearest `<TextNamespace>`'s, then `common`,
 * then the server catalogs — a contract's label (a payment method, a status) passed as it is.
 */
export function useSharedT(): TFunction {
  const ns = useContext(TextNamespaceContext);
  const { t } = useTranslation(ns === 'common' ? 'common' : [ns, 'common']);
  return useMemo(
    () =>
      ((key: string, options?: Record<string, unknown>) => {
        const out = t(key, options);
        return out === key ? serverText(key) : out;
      }) as unknown as TFunction,
    [t],
  );
}

/** The namespaces a definition's texts are looked up in, for code that runs outside React. */
export const textNamespaces = (ns: string | undefined) =>
  ns && ns !== 'common' ? [ns, 'common'] : ['common'];

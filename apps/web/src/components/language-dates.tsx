import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/es';
import 'dayjs/locale/hi';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The date pickers in the language the app speaks (docs/DESIGN.md, "Languages"): month and day
 * names from dayjs's locale of it.
 */
export function LanguageDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.language }}>{children}</DatesProvider>;
}

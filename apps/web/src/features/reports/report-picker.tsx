import { Select, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  SALES_REPORT_LABELS,
  SALES_REPORTS,
  type SalesReportName,
} from '@pos/contracts/sales-reports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/i18n';
import classes from './reports.module.css';

/**
 * The reports: tabs on wide screens (the chosen report's panel holds `children`), a select
 * on phones, where eleven tabs would not fit.
 */
export function ReportPicker({
  value,
  onChange,
  children,
}: {
  value: SalesReportName;
  onChange: (report: SalesReportName) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('reports');
  // The contracts' report names, in the language the app speaks.
  const options = SALES_REPORTS.map((r) => ({
    value: r,
    label: serverText(SALES_REPORT_LABELS[r]),
  }));
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (isPhone) {
    return (
      <>
        <Select
          label={t('Report')}
          data={options}
          value={value}
          onChange={(v) => v && onChange(v as SalesReportName)}
          allowDeselect={false}
          className={classes.noPrint}
        />
        {children}
      </>
    );
  }
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as SalesReportName)}>
      <Tabs.List aria-label={t('Report')} className={classes.noPrint} mb="md">
        {options.map((r) => (
          <Tabs.Tab key={r.value} value={r.value}>
            {r.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {options.map((r) => (
        <Tabs.Panel key={r.value} value={r.value}>
          {r.value === value ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

// i18n-pending — words still written here, not yet from the catalogs
import { Select, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  SALES_REPORT_LABELS,
  SALES_REPORTS,
  type SalesReportName,
} from '@pos/contracts/sales-reports';
import type { ReactNode } from 'react';
import classes from './reports.module.css';

const REPORT_OPTIONS = SALES_REPORTS.map((r) => ({ value: r, label: SALES_REPORT_LABELS[r] }));

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
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (isPhone) {
    return (
      <>
        <Select
          label="Report"
          data={REPORT_OPTIONS}
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
      <Tabs.List aria-label="Report" className={classes.noPrint} mb="md">
        {REPORT_OPTIONS.map((r) => (
          <Tabs.Tab key={r.value} value={r.value}>
            {r.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {REPORT_OPTIONS.map((r) => (
        <Tabs.Panel key={r.value} value={r.value}>
          {r.value === value ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

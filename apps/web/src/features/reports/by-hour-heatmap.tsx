import { Card, Group, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TByHourReport } from '@pos/contracts/sales-reports';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { visuallyHidden } from '../../lib/visually-hidden';
import { hourLabel, WEEKDAYS, WEEKDAYS_SHORT } from './report-columns';
import classes from './reports.module.css';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const DAYS = WEEKDAYS.map((_, i) => i + 1);

/** A cell's colour: the share of the busiest hour's net sales, in steps a reader tells apart. */
const shadeOf = (net: number, max: number) =>
  max > 0 && net > 0 ? Math.max(12, Math.round((net / max) * 100)) : 0;

/**
 * By hour: a 7 weekday × 24 hour grid whose colour deepens with net sales. Each cell names its
 * day, hour and amount (title and screen readers). Phones turn it round: hours down the side.
 */
export function ByHourHeatmap({ answer }: { answer: TByHourReport }) {
  const { t } = useTranslation('reports');
  const { formatMoney } = useGeneralSettings();
  const headingId = useId();
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const cells = new Map(answer.data.map((c) => [`${c.weekday}:${c.hour}`, c]));
  const max = Math.max(0, ...answer.data.map((c) => c.netSales));

  const cell = (weekday: number, hour: number) => {
    const c = cells.get(`${weekday}:${hour}`);
    const net = c?.netSales ?? 0;
    const label = t('{{day}} {{hour}}: {{amount}}', {
      day: t(WEEKDAYS[weekday - 1] ?? ''),
      hour: hourLabel(hour),
      amount: formatMoney(net),
    });
    return (
      <td
        key={`${weekday}:${hour}`}
        title={label}
        className={classes.heatCell}
        style={{ '--heat': `${shadeOf(net, max)}%` } as React.CSSProperties}
        data-testid="heatmap-cell"
      >
        <span style={visuallyHidden}>{label}</span>
      </td>
    );
  };

  const corner = <td className={classes.heatCorner} />;
  const table = isPhone ? (
    <table className={classes.heatmap} aria-labelledby={headingId}>
      <thead>
        <tr>
          {corner}
          {DAYS.map((d) => (
            <th key={d} scope="col" abbr={t(WEEKDAYS[d - 1] ?? '')}>
              {t(WEEKDAYS_SHORT[d - 1] ?? '')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {HOURS.map((h) => (
          <tr key={h}>
            <th scope="row">{hourLabel(h)}</th>
            {DAYS.map((d) => cell(d, h))}
          </tr>
        ))}
      </tbody>
    </table>
  ) : (
    <table className={classes.heatmap} aria-labelledby={headingId}>
      <thead>
        <tr>
          {corner}
          {HOURS.map((h) => (
            <th key={h} scope="col" abbr={hourLabel(h)}>
              {String(h).padStart(2, '0')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {DAYS.map((d) => (
          <tr key={d}>
            <th scope="row">{t(WEEKDAYS_SHORT[d - 1] ?? '')}</th>
            {HOURS.map((h) => cell(d, h))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <Card padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="xs" id={headingId}>
        {t('Net sales by weekday and hour')}
      </Title>
      <Group gap="xs" mb="sm" aria-hidden>
        <Text size="xs" c="dimmed">
          {t('Less')}
        </Text>
        {[0, 25, 50, 75, 100].map((heat) => (
          <span
            key={heat}
            className={classes.heatSwatch}
            style={{ '--heat': `${heat}%` } as React.CSSProperties}
          />
        ))}
        <Text size="xs" c="dimmed">
          {t('More')}
        </Text>
      </Group>
      {table}
    </Card>
  );
}

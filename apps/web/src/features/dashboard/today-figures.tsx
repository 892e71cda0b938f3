import { Anchor, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { TDashboardToday } from '@pos/contracts/dashboard';
import {
  IconAlertTriangle,
  IconBasket,
  IconCashBanknote,
  IconCoin,
  IconReceipt,
} from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { StatCard } from '../../components/stat-card';
import { displayLocale, msg } from '../../lib/i18n';

interface Figure {
  title: string;
  color: string;
  icon: ReactNode;
  value: (today: TDashboardToday) => ReactNode;
  /** The list the figure is counted from: a card of a count leads to it. */
  to?: string;
  /** Absent for a caller who may not open its list (the API answers null). */
  shown?: (today: TDashboardToday) => boolean;
}

const icon = (I: typeof IconCoin) => <I size={22} stroke={1.6} aria-hidden />;

/**
 * The shop's morning figures above the spec's cards (docs/guide/dashboard-and-operators.md):
 * today in the organization's time zone, each the figure of its own report or list.
 */
export function TodayFigures({ today }: { today: UseQueryResult<TDashboardToday> }) {
  const { formatMoney } = useGeneralSettings();
  const { t } = useTranslation('dashboard');
  const data = today.data;
  const figures: Figure[] = [
    {
      title: msg("Today's Sales"),
      color: 'green',
      icon: icon(IconCoin),
      value: (d) => formatMoney(d.netSales),
    },
    {
      title: msg('Transactions Today'),
      color: 'blue',
      icon: icon(IconReceipt),
      value: (d) => d.transactions.toLocaleString(),
    },
    {
      title: msg('Average Basket'),
      color: 'violet',
      icon: icon(IconBasket),
      value: (d) => formatMoney(d.averageBasket),
    },
    {
      title: msg('Open Shifts'),
      color: 'orange',
      icon: icon(IconCashBanknote),
      value: (d) => (d.openShifts ?? 0).toLocaleString(),
      to: '/shifts?status=open',
      shown: (d) => d.openShifts !== null,
    },
    {
      title: msg('Low Stock Items'),
      color: 'red',
      icon: icon(IconAlertTriangle),
      value: (d) => (d.lowStock ?? 0).toLocaleString(),
      to: '/inventory?lowStock=true',
      shown: (d) => d.lowStock !== null,
    },
  ];
  const visible = figures.filter((f) => !data || !f.shown || f.shown(data));
  return (
    <section aria-labelledby="today-heading">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h4" id="today-heading">
          {t('Today')}
        </Title>
        {data ? (
          <Text size="sm" c="dimmed">
            {new Date(`${data.date}T12:00:00Z`).toLocaleDateString(displayLocale(), {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              timeZone: 'UTC',
            })}{' '}
            · {data.timeZone}
          </Text>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
        {visible.map((f) => {
          const value = today.isPending ? undefined : data ? f.value(data) : '—';
          return (
            <StatCard
              key={f.title}
              title={t(f.title)}
              color={f.color}
              icon={f.icon}
              value={
                f.to && data ? (
                  <Anchor component={Link} to={f.to} inherit c="inherit" underline="hover">
                    {value}
                  </Anchor>
                ) : (
                  value
                )
              }
            />
          );
        })}
      </SimpleGrid>
    </section>
  );
}

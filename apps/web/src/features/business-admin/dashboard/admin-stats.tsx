import { SimpleGrid, Text } from '@mantine/core';
import type { TBusinessAnalytics } from '@pos/contracts/business-admin';
import {
  type Icon,
  IconBuildingStore,
  IconCalendarCheck,
  IconCalendarX,
  IconCash,
  IconCurrencyRupee,
  IconReceipt,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card';
import { msg } from '../../../lib/i18n';
import { DEFAULT_ADMIN_CURRENCY, formatCurrency, otherRevenueNotes } from './admin-analytics-data';

/** Spec 2 §2: what the tiles show while the figures load. */
const LOADING = '--';

interface Tile {
  title: string;
  color: string;
  icon: Icon;
  value: (a: TBusinessAnalytics) => ReactNode;
}

const whole = (n: number) => n.toLocaleString();

const TILES: Tile[] = [
  {
    title: msg('Total Users'),
    color: 'indigo',
    icon: IconUsers,
    value: (a) => whole(a.totalUsers),
  },
  {
    title: msg('Total Organizations'),
    color: 'grape',
    icon: IconBuildingStore,
    value: (a) => whole(a.organizations),
  },
  {
    title: msg('Active Subscriptions'),
    color: 'green',
    icon: IconCalendarCheck,
    value: (a) => whole(a.activeSubscriptions),
  },
  {
    title: msg('Expired Subscriptions'),
    color: 'red',
    icon: IconCalendarX,
    value: (a) => whole(a.expiredSubscriptions),
  },
  {
    title: msg('Total Transactions'),
    color: 'orange',
    icon: IconReceipt,
    value: (a) => whole(a.totalTransactions),
  },
  { title: msg('Total Revenue'), color: 'teal', icon: IconCash, value: (a) => <Revenue a={a} /> },
];

/** The platform-currency total, with other currencies' takings under it, never added in. */
function Revenue({ a }: { a: TBusinessAnalytics }) {
  const notes = otherRevenueNotes(a.otherRevenue, a.currency);
  return (
    <>
      {formatCurrency(a.totalRevenue, a.currency)}
      {notes.map((note) => (
        // Inside the figure's paragraph, so only inline elements; each note on a line of its own.
        <Text key={note} span display="block" size="xs" fw={500} c="dimmed" mt={4} lh={1.3}>
          {note}
        </Text>
      ))}
    </>
  );
}

/** The six tiles of spec 2 §2; `analytics` undefined while the first answer is awaited. */
export function AdminStats({ analytics }: { analytics: TBusinessAnalytics | undefined }) {
  const { t } = useTranslation('business-admin');
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
      {TILES.map((tile) => {
        const rupees = (analytics?.currency ?? DEFAULT_ADMIN_CURRENCY) === 'INR';
        const TileIcon = tile.icon === IconCash && rupees ? IconCurrencyRupee : tile.icon;
        return (
          <StatCard
            key={tile.title}
            title={t(tile.title)}
            value={analytics ? tile.value(analytics) : LOADING}
            color={tile.color}
            icon={<TileIcon size={22} stroke={1.6} aria-hidden />}
          />
        );
      })}
    </SimpleGrid>
  );
}

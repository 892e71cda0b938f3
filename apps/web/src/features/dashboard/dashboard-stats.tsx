import { SimpleGrid } from '@mantine/core';
import {
  type Icon,
  IconAddressBook,
  IconKey,
  IconReceipt,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CountedEntity } from '../../api/query-keys';
import { StatCard } from '../../components/stat-card';
import { msg } from '../../lib/i18n';
import { useCount } from './api';

const CARDS: { entity: CountedEntity; title: string; color: string; icon: Icon }[] = [
  { entity: 'users', title: msg('Total Users'), color: 'indigo', icon: IconUsers },
  { entity: 'customers', title: msg('Total Customers'), color: 'teal', icon: IconAddressBook },
  { entity: 'transactions', title: msg('Total Transactions'), color: 'orange', icon: IconReceipt },
  { entity: 'roles', title: msg('Total Roles'), color: 'grape', icon: IconShieldLock },
  { entity: 'permissions', title: msg('Total Permissions'), color: 'cyan', icon: IconKey },
];

/** The five count queries, in card order; the page reads their errors too. */
export function useDashboardCounts(): UseQueryResult<number>[] {
  return [
    useCount('users'),
    useCount('customers'),
    useCount('transactions'),
    useCount('roles'),
    useCount('permissions'),
  ];
}

export function DashboardStats({ counts }: { counts: UseQueryResult<number>[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
      {CARDS.map((card, i) => {
        const q = counts[i];
        const value = q?.isPending ? undefined : q?.isError ? '—' : (q?.data ?? 0).toLocaleString();
        const CardIcon = card.icon;
        return (
          <StatCard
            key={card.entity}
            title={t(card.title)}
            value={value}
            color={card.color}
            icon={<CardIcon size={22} stroke={1.6} aria-hidden />}
          />
        );
      })}
    </SimpleGrid>
  );
}

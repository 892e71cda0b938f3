import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TInventoryValuationTotals } from '@pos/contracts/inventory-valuation';
import { IconAlertTriangle, IconBoxSeam, IconCoin, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { StatCard } from '../../components/stat-card';

/** The totals over every row the filters match (not the page), as cards above the table. */
export function ValuationSummary({ totals }: { totals: TInventoryValuationTotals | undefined }) {
  const { t } = useTranslation('inventory-valuation');
  const { formatMoney } = useGeneralSettings();
  const icon = { size: 22, stroke: 1.6, 'aria-hidden': true } as const;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard
          title={t('Value at Cost')}
          value={totals && formatMoney(totals.valueAtCost)}
          color="teal"
          icon={<IconCoin {...icon} />}
        />
        <StatCard
          title={t('Value at Retail')}
          value={totals && formatMoney(totals.valueAtRetail)}
          color="blue"
          icon={<IconTag {...icon} />}
        />
        <StatCard
          title={t('Units on Hand')}
          value={totals?.units.toLocaleString()}
          color="grape"
          icon={<IconBoxSeam {...icon} />}
        />
        <StatCard
          title={t('Items Without Cost')}
          value={totals?.itemsWithoutCost.toLocaleString()}
          color="orange"
          icon={<IconAlertTriangle {...icon} />}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t(
          "Each row's value is on hand × its price, rounded to the cent; the totals add up the rows.",
        )}
      </Text>
    </Stack>
  );
}

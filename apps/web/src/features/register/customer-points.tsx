import { Text } from '@mantine/core';
import { pointsValueCents } from '@pos/contracts/loyalty';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { pointsQuery } from './stored-value-api';

/**
 * The picked customer's loyalty points and what they would pay (docs/guide/stored-value.md,
 * "Loyalty points"), shown with the customer while the shop runs a programme and they hold some.
 * Online only: offline the balance is not read (points are not taken offline).
 */
export const CustomerPoints = memo(function CustomerPoints({
  customerId,
  redeemValue,
  formatMoney,
}: {
  customerId: string;
  redeemValue: number;
  formatMoney: (n: number) => string;
}) {
  const { t } = useTranslation('register');
  const points = useQuery(pointsQuery(customerId));
  if (!points.data) return null;
  return (
    <Text size="sm" data-testid="customer-points">
      {t('Points: {{points}} (worth {{value}})', {
        points: points.data.toLocaleString(),
        value: formatMoney(pointsValueCents(points.data, redeemValue) / 100),
      })}
    </Text>
  );
});

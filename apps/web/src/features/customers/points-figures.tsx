import { pointsValueCents } from '@pos/contracts/loyalty';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { FigureTable } from '../../components/figure-table';
import { formatPoints } from '../../lib/points';

/**
 * A customer's loyalty points on their page (docs/guide/stored-value.md, "Loyalty points"): the
 * points held — counted in points, never money — and what they would pay at the register now,
 * by the shop's value of a point.
 */
export function PointsFigures({ points }: { points: number | null }) {
  const { t } = useTranslation('customers');
  const { formatMoney, settings } = useGeneralSettings();
  const { redeemValue, enabled } = settings.loyalty;
  return (
    <FigureTable
      title={t('Loyalty points')}
      rows={[
        [t('Points'), points === null ? '…' : formatPoints(points), { strong: true }],
        [
          t('Worth'),
          points === null
            ? '…'
            : enabled
              ? formatMoney(pointsValueCents(points, redeemValue) / 100)
              : t('{{amount}} (programme off)', {
                  amount: formatMoney(pointsValueCents(points, redeemValue) / 100),
                }),
        ],
      ]}
    />
  );
}

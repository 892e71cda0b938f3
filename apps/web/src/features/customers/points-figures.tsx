// i18n-pending — words still written here, not yet from the catalogs
import { pointsValueCents } from '@pos/contracts/loyalty';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { FigureTable } from '../../components/figure-table';
import { formatPoints } from '../../lib/points';

/**
 * A customer's loyalty points on their page (docs/guide/stored-value.md, "Loyalty points"): the
 * points held — counted in points, never money — and what they would pay at the register now,
 * by the shop's value of a point.
 */
export function PointsFigures({ points }: { points: number | null }) {
  const { formatMoney, settings } = useGeneralSettings();
  const { redeemValue, enabled } = settings.loyalty;
  return (
    <FigureTable
      title="Loyalty points"
      rows={[
        ['Points', points === null ? '…' : formatPoints(points), { strong: true }],
        [
          'Worth',
          points === null
            ? '…'
            : `${formatMoney(pointsValueCents(points, redeemValue) / 100)}${enabled ? '' : ' (programme off)'}`,
        ],
      ]}
    />
  );
}

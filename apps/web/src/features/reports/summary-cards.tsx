import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import type { TSalesSummaryReport, TSummaryFigure } from '@pos/contracts/sales-reports';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { serverText } from '../../lib/i18n';
import { periodLabel } from './report-columns';

const countFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const ratioFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Figures that are better lower: more discounts or returns is not good news. */
const LOWER_IS_BETTER = new Set(['discounts', 'returns']);

/**
 * The change from the previous period, in words and colour: green when it is good news (up, or
 * down for discounts and returns), red when it is not.
 */
function Change({ figure }: { figure: TSummaryFigure }) {
  const { t } = useTranslation('reports');
  const change = figure.changePercent;
  if (change === null) {
    return (
      <Text size="sm" c="dimmed" mt={6}>
        {t('No previous figure')}
      </Text>
    );
  }
  const [good, bad] = LOWER_IS_BETTER.has(figure.key) ? ['red', 'green'] : ['green', 'red'];
  const percent = percentFormat.format(Math.abs(change));
  const [Icon, color, text] =
    change > 0
      ? [IconArrowUpRight, good, t('Up {{percent}}%', { percent })]
      : change < 0
        ? [IconArrowDownRight, bad, t('Down {{percent}}%', { percent })]
        : [IconArrowRight, 'dimmed', t('No change')];
  return (
    <Group gap={4} wrap="nowrap" c={color} mt={6}>
      <Icon size={16} aria-hidden />
      <Text size="sm" fw={600} c={color} data-testid="change">
        {text}
      </Text>
    </Group>
  );
}

/** Sales summary: a card per figure with its value, the previous period's and the change. */
export function SummaryCards({ answer }: { answer: TSalesSummaryReport }) {
  const { t } = useTranslation('reports');
  const { formatMoney } = useGeneralSettings();
  const format = (figure: TSummaryFigure, value: number) =>
    figure.kind === 'money'
      ? formatMoney(value)
      : figure.kind === 'count'
        ? countFormat.format(value)
        : ratioFormat.format(value);
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('Compared with {{range}}', {
          range:
            answer.previousTo === answer.previousFrom
              ? periodLabel(answer.previousFrom)
              : `${periodLabel(answer.previousFrom)} – ${periodLabel(answer.previousTo)}`,
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
        {answer.data.map((figure) => (
          <Card
            key={figure.key}
            padding="md"
            component="section"
            aria-label={serverText(figure.label)}
          >
            <Text size="sm" c="dimmed" fw={500}>
              {serverText(figure.label)}
            </Text>
            <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.2} data-testid="value">
              {format(figure, figure.value)}
            </Text>
            <Change figure={figure} />
            <Text size="sm" c="dimmed">
              {t('Previous: {{value}}', { value: format(figure, figure.previous) })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}

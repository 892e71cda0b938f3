import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PlanId, TPlan, TSubscription } from '@pos/contracts/subscription';
import { IconCheck, IconHeadset } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { planAction, planCreditsLabel, planLabel, planPriceLabel } from './subscription-data';

type Status = TSubscription['subscriptionStatus'];

function PlanCard({
  plan,
  current,
  status,
  onUpgrade,
  upgrading,
}: {
  plan: TPlan;
  current: PlanId;
  status: Status;
  onUpgrade: (plan: TPlan) => void;
  upgrading: PlanId | null;
}) {
  const { t } = useTranslation('subscription');
  const titleId = useId();
  const action = planAction(current, plan, status);
  const isCurrent = plan.id === current;
  const name = planLabel(plan.id);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="lg"
      // A ring outside the border: the marked card's content stays where the others' is.
      style={
        isCurrent
          ? {
              borderColor: 'var(--mantine-primary-color-filled)',
              boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)',
            }
          : undefined
      }
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} fz="md" id={titleId}>
            {name}
          </Title>
          {isCurrent ? (
            <Badge variant="filled" tt="none" leftSection={<IconCheck size={12} aria-hidden />}>
              {t('Current Plan')}
            </Badge>
          ) : null}
        </Group>
        <Text fz="lg" fw={700}>
          {planPriceLabel(plan)}
        </Text>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {planCreditsLabel(plan)}
        </Text>
        {action.kind === 'upgrade' || action.kind === 'renew' ? (
          <Button
            fullWidth
            onClick={() => onUpgrade(plan)}
            loading={upgrading === plan.id}
            disabled={upgrading !== null && upgrading !== plan.id}
          >
            {action.kind === 'renew'
              ? t('Renew {{name}}', { name })
              : t('Upgrade to {{name}}', { name })}
          </Button>
        ) : null}
        {action.kind === 'contact-sales' ? (
          <Button
            fullWidth
            variant="light"
            leftSection={<IconHeadset size={16} aria-hidden />}
            onClick={() => onUpgrade(plan)}
            disabled={upgrading !== null}
          >
            {t('Contact Sales')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The four plans in their order (spec 2 §4), the current one marked, higher ones for sale. */
export function PlanCards({
  plans,
  current,
  status,
  onUpgrade,
  upgrading,
}: {
  plans: readonly TPlan[];
  current: PlanId;
  status: Status;
  onUpgrade: (plan: TPlan) => void;
  upgrading: PlanId | null;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          current={current}
          status={status}
          onUpgrade={onUpgrade}
          upgrading={upgrading}
        />
      ))}
    </SimpleGrid>
  );
}

import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SUBSCRIPTION_MESSAGES as M } from '@pos/contracts/subscription';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasErrorCode } from '../../api/api-error';
import { ErrorAlert } from '../../components/error-alert';
import { serverText } from '../../lib/i18n';
import { useCurrentSubscription, usePlans } from './api';
import { CurrentPlanCard } from './current-plan-card';
import { PlanCards } from './plan-cards';
import { orderedPlans } from './subscription-data';
import { useSubscriptionActions } from './use-subscription-actions';

function Retry({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation('subscription');
  return (
    <Group>
      <Button variant="default" onClick={onRetry} loading={busy}>
        {t('Try again')}
      </Button>
    </Group>
  );
}

function TabSkeleton() {
  const { t } = useTranslation('subscription');
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t('Loading subscription')}>
      <Skeleton height={260} radius="md" />
      <Skeleton height={180} radius="md" />
    </Stack>
  );
}

/** Settings → Subscription (spec 2 §2–§5): the plan, its credits, upgrades, cancel, card. */
export function SubscriptionTab() {
  const { t } = useTranslation('subscription');
  const current = useCurrentSubscription();
  const plans = usePlans();
  const sub = current.data;
  const actions = useSubscriptionActions(sub);

  if (current.isError) {
    // NOT_FOUND: the organization has no subscription (a platform account); anything else may pass.
    if (hasErrorCode(current.error, 'NOT_FOUND')) {
      return (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {serverText(M.noSubscription)}
        </Alert>
      );
    }
    return (
      <Stack gap="sm">
        <ErrorAlert message={M.loadFailed} />
        <Retry onRetry={() => current.refetch()} busy={current.isFetching} />
      </Stack>
    );
  }
  if (!sub) return <TabSkeleton />;

  const { notice } = actions;
  return (
    <Stack gap="lg">
      {notice ? (
        <Alert
          color={notice.color}
          variant="light"
          icon={
            notice.color === 'red' ? (
              <IconAlertCircle aria-hidden />
            ) : (
              <IconInfoCircle aria-hidden />
            )
          }
          role="alert"
          withCloseButton
          closeButtonLabel={t('Dismiss message')}
          onClose={actions.dismissNotice}
        >
          {serverText(notice.text)}
        </Alert>
      ) : null}
      <CurrentPlanCard
        sub={sub}
        onCancel={actions.cancel}
        cancelling={actions.cancelling}
        onUpdateCard={actions.updateCard}
        updatingCard={actions.updatingCard}
      />
      <Stack gap="sm" component="section" aria-labelledby="subscription-plans-title">
        <div>
          <Title order={2} fz="lg" id="subscription-plans-title">
            {t('Plans')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(
              'Upgrade to a higher plan at any time; the new plan starts when the payment is confirmed.',
            )}
          </Text>
        </div>
        {plans.isError ? (
          <Paper withBorder p="md">
            <Stack gap="sm">
              <ErrorAlert message={t('Failed to load the plans.')} />
              <Retry onRetry={() => plans.refetch()} busy={plans.isFetching} />
            </Stack>
          </Paper>
        ) : plans.data ? (
          <PlanCards
            plans={orderedPlans(plans.data)}
            current={sub.currentPlan}
            status={sub.subscriptionStatus}
            onUpgrade={actions.upgrade}
            upgrading={actions.upgrading}
          />
        ) : (
          <Skeleton height={180} radius="md" />
        )}
      </Stack>
    </Stack>
  );
}

import { Skeleton } from '@mantine/core';
import { SCREENS } from '@pos/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../components/record-page';
import { webhookQuery } from './api';
import { TITLE, WebhookDetails } from './webhook-details';

/** One webhook endpoint (/settings/webhooks/:id): its fields and its delivery log. */
export default function WebhookPage() {
  const { t } = useTranslation('webhooks');
  return (
    <RecordPage
      title={t(TITLE)}
      back={{ to: SCREENS.webhooks.path, label: t('Back to Webhooks') }}
      query={webhookQuery}
      messages={{
        notFound: t('Webhook endpoint not found.'),
        failed: t('The webhook endpoint could not be loaded.'),
      }}
      loading={<Skeleton height={320} radius="md" />}
    >
      {(webhook, back) => <WebhookDetails webhook={webhook} back={back} />}
    </RecordPage>
  );
}

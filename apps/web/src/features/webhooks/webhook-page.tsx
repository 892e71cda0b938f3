// i18n-pending — words still written here, not yet from the catalogs
import { Skeleton } from '@mantine/core';
import { SCREENS } from '@pos/contracts/permissions';
import { RecordPage } from '../../components/record-page';
import { webhookQuery } from './api';
import { TITLE, WebhookDetails } from './webhook-details';

/** One webhook endpoint (/settings/webhooks/:id): its fields and its delivery log. */
export default function WebhookPage() {
  return (
    <RecordPage
      title={TITLE}
      back={{ to: SCREENS.webhooks.path, label: 'Back to Webhooks' }}
      query={webhookQuery}
      messages={{
        notFound: 'Webhook endpoint not found.',
        failed: 'The webhook endpoint could not be loaded.',
      }}
      loading={<Skeleton height={320} radius="md" />}
    >
      {(webhook, back) => <WebhookDetails webhook={webhook} back={back} />}
    </RecordPage>
  );
}

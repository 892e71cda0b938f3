import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type TWebhookBody,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  type WebhookEventType,
  ZWebhookBody,
  ZWebhookUpdateBody,
} from '@pos/contracts/webhooks';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ResourceFormFrame } from '../../components/resource-list/resource-form-frame';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';
import { SecretShownOnce } from '../../components/secret-shown-once';
import { serverText } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify-success';
import { useZodForm, type ZodForm } from '../../lib/use-zod-form';
import { type TWebhook, useCreateWebhook } from './api';

interface WebhookValues {
  url: string;
  description: string;
  events: string[];
  active: boolean;
}

const valuesOf = (w: TWebhook | null): WebhookValues => ({
  url: w?.url ?? '',
  description: w?.description ?? '',
  events: w ? [...w.events] : [],
  active: w?.active ?? true,
});

/** The body: the events in the list's order, the description sent even when emptied. */
const toInput = (v: WebhookValues) => ({
  url: v.url,
  description: v.description,
  events: WEBHOOK_EVENT_TYPES.filter((type) => v.events.includes(type)),
  active: v.active,
});

/**
 * A webhook endpoint (docs/guide/api-keys-and-webhooks.md, "Webhooks"): its address, what it is
 * for, the events it hears, whether it is on. Added, it shows its signing secret the one time it
 * is; edited, it is saved as it is (PUT).
 */
export function WebhookForm(props: ResourceFormProps<TWebhook>) {
  return props.item ? <EditForm {...props} item={props.item} /> : <CreateForm {...props} />;
}

function CreateForm({ onClose }: ResourceFormProps<TWebhook>) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useZodForm({ initial: valuesOf(null), schema: ZWebhookBody, toInput });
  const submit = form.handleSubmit((body: TWebhookBody) =>
    create.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        setSecret(answer.data.secret);
      },
      onError: (error) => form.serverError(error, t('The webhook endpoint could not be added.')),
    }),
  );
  if (secret) return <SecretShown secret={secret} onDone={onClose} />;
  return (
    <ResourceFormFrame
      form={{ submit, formError: form.formError, busy: create.isPending, close: onClose }}
      submitLabel={t('Add endpoint')}
    >
      <WebhookFields form={form} />
    </ResourceFormFrame>
  );
}

function EditForm(props: ResourceFormProps<TWebhook> & { item: TWebhook }) {
  const { t } = useTranslation('webhooks');
  const { item } = props;
  const form = useResourceForm(props, {
    initial: valuesOf(item),
    schema: ZWebhookUpdateBody,
    toInput,
    messages: { created: WEBHOOK_MESSAGES.created, updated: WEBHOOK_MESSAGES.updated },
  });
  return (
    <ResourceFormFrame form={form} itemTitle={t('Endpoint')}>
      {item.disabledReason ? (
        <Alert color="red" variant="light" title={t('Switched off by the server')}>
          {t('{{reason}} Turn it on again below to resume deliveries; its failures are cleared.', {
            reason: item.disabledReason,
          })}
        </Alert>
      ) : null}
      <WebhookFields form={form} />
    </ResourceFormFrame>
  );
}

type FieldsForm = Pick<
  ZodForm<WebhookValues, unknown>,
  'values' | 'text' | 'field' | 'checkbox' | 'setField'
>;

function WebhookFields({ form }: { form: FieldsForm }) {
  const { t } = useTranslation('webhooks');
  const events = form.field('events');
  const all = events.value.length === WEBHOOK_EVENT_TYPES.length;
  return (
    <>
      <TextInput
        label={t('URL')}
        description={t('Where events are POSTed, as JSON. Only public addresses receive them.')}
        placeholder="https://example.com/webhooks/pos" // i18n-ignore
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={2000}
        data-autofocus
        {...form.text('url')}
      />
      <TextInput
        label={t('Description')}
        description={t('What receives them, to tell endpoints apart: “Accounting sync”.')}
        maxLength={200}
        autoComplete="off"
        {...form.text('description')}
      />
      <Checkbox.Group
        label={t('Events')}
        description={t('What is sent to this endpoint.')}
        required
        value={events.value}
        onChange={events.onChange}
        error={events.error}
      >
        <Paper withBorder p="sm" mt={6}>
          <Group justify="space-between" mb="sm" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('{{chosen}} of {{total}} chosen', {
                chosen: events.value.length,
                total: WEBHOOK_EVENT_TYPES.length,
              })}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => events.onChange(all ? [] : [...WEBHOOK_EVENT_TYPES])}
            >
              {all ? t('Clear all') : t('Select all')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {WEBHOOK_EVENT_TYPES.map((type: WebhookEventType) => (
              <Checkbox
                key={type}
                value={type}
                label={serverText(WEBHOOK_EVENT_LABELS[type])}
                description={type}
                styles={{ description: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
            ))}
          </SimpleGrid>
        </Paper>
      </Checkbox.Group>
      <Switch
        label={t('Active')}
        description={t('Off: nothing is sent to it, and events meanwhile are not kept for it.')}
        {...form.checkbox('active')}
      />
    </>
  );
}

/** The signature header's format: code, not words. */
function SignatureFormat() {
  return <Code>t=&lt;unix time&gt;,v1=&lt;hex&gt;</Code>; // i18n-ignore
}

/** The signing secret, the one time it is shown, and how a receiver checks a delivery with it. */
function SecretShown({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <SecretShownOnce
      title={t('Webhook endpoint created')}
      secret={secret}
      testId="webhook-secret"
      onDone={onDone}
      after={
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="Each delivery carries an <code>X-POS-Signature</code> header, <format/>: the receiver computes the HMAC-SHA256 of <code>t.body</code> with this secret and compares it to <code>v1</code> (the API guide, “Webhooks”, has a snippet)."
            components={{ code: <Code />, format: <SignatureFormat /> }}
          />
        </Text>
      }
    >
      {t(
        'Copy its signing secret now and keep it where the receiving system reads it: it is not shown again.',
      )}
    </SecretShownOnce>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ORGANIZATION_STATUS_MESSAGES as M,
  type TAdminOrganizationRow,
  ZOrganizationStatusBody,
} from '@pos/contracts/business-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/api-error';
import { FormModal } from '../../components/form-modal';
import { serverText } from '../../lib/i18n';
import { useSetOrganizationStatus } from './api';
import { AuditReasonField } from './audit-reason-field';

/**
 * Disable or Enable of one organization, with the reason the audit log keeps (required): a
 * disabled organization's users are refused from their next request.
 */
export function OrganizationStatusAction({ org }: { org: TAdminOrganizationRow }) {
  const { t } = useTranslation('business-admin');
  const action = org.status === 'active' ? 'disable' : 'enable';
  const verb = action === 'disable' ? t('Disable') : t('Enable');
  const title =
    action === 'disable'
      ? t('Disable {{name}}', { name: org.name })
      : t('Enable {{name}}', { name: org.name });
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetOrganizationStatus(action);

  const close = () => {
    setOpened(false);
    setReason('');
    setError(null);
  };
  const submit = () => {
    const parsed = ZOrganizationStatusBody.safeParse({ reason });
    if (!parsed.success) {
      setError(M.reasonRequired);
      return;
    }
    save.mutate(
      { id: org._id, body: parsed.data },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: `${org.name}: ${serverText(answer.message)}`,
          });
          close();
        },
        onError: (err) =>
          setError(
            failureText(
              err,
              action === 'disable'
                ? t('Could not disable {{name}}.', { name: org.name })
                : t('Could not enable {{name}}.', { name: org.name }),
            ),
          ),
      },
    );
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color={action === 'disable' ? 'red' : 'green'}
        aria-label={title}
        onClick={() => setOpened(true)}
      >
        {verb}
      </Button>
      <FormModal title={title} opened={opened} onClose={close}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Text size="sm">
              {action === 'disable'
                ? t(
                    'Its users are signed out at their next step and cannot sign in until it is enabled again.',
                  )
                : t('Its users can sign in and work again.')}
            </Text>
            <AuditReasonField
              value={reason}
              onChange={(value) => {
                setReason(value);
                setError(null);
              }}
              error={error}
              autoFocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('Cancel')}
              </Button>
              <Button
                type="submit"
                color={action === 'disable' ? 'red' : 'green'}
                loading={save.isPending}
              >
                {verb}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormModal>
    </>
  );
}

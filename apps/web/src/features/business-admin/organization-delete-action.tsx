import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type TAdminOrganizationRow,
  ZOrganizationDeletionBody,
} from '@pos/contracts/business-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/api-error';
import { FormModal } from '../../components/form-modal';
import { serverText } from '../../lib/i18n';
import { useDeleteOrganization } from './api';
import { AuditReasonField } from './audit-reason-field';

/**
 * Delete of one disabled organization (docs/guide/running.md, "Deleting an organization"): every
 * row and file of it goes for good, once its name is typed again; the reason stays in the
 * platform's audit log.
 */
export function OrganizationDeleteAction({ org }: { org: TAdminOrganizationRow }) {
  const { t } = useTranslation('business-admin');
  const title = t('Delete {{name}}', { name: org.name });
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ name?: string; reason?: string; form?: string }>({});
  const remove = useDeleteOrganization();

  const close = () => {
    setOpened(false);
    setName('');
    setReason('');
    setErrors({});
  };
  const submit = () => {
    const parsed = ZOrganizationDeletionBody.safeParse({ name, reason });
    if (!parsed.success) {
      const field = (f: string) => parsed.error.issues.find((i) => i.path[0] === f)?.message;
      setErrors({ name: field('name'), reason: field('reason') });
      return;
    }
    remove.mutate(
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
          setErrors({
            form: failureText(err, t('Could not delete {{name}}.', { name: org.name })),
          }),
      },
    );
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="filled"
        color="red"
        aria-label={title}
        onClick={() => setOpened(true)}
      >
        {t('Delete')}
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
              {t(
                'Every sale, product, customer, ledger row, user and file of this organization is deleted for good. Nothing of it can be restored, except from a backup. Its owner can export its data before.',
              )}
            </Text>
            <TextInput
              label={t('Type the name {{name}} to confirm', { name: org.name })}
              withAsterisk
              autoComplete="off"
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setErrors({});
              }}
              error={errors.name ? serverText(errors.name) : null}
              data-autofocus
            />
            <AuditReasonField
              value={reason}
              onChange={(value) => {
                setReason(value);
                setErrors({});
              }}
              error={errors.reason}
            />
            {errors.form ? (
              <Alert color="red" role="alert">
                {errors.form}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('Cancel')}
              </Button>
              <Button type="submit" color="red" loading={remove.isPending}>
                {t('Delete for good')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormModal>
    </>
  );
}

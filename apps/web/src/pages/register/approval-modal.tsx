import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  APPROVAL_MESSAGES,
  type ApprovalAction,
  type TApprovalBody,
  ZApprovalBody,
  type ZApprovalResponse,
} from '@pos/contracts/approvals';
import type { PermissionName } from '@pos/contracts/permissions';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { failureText } from '../../api/api-error';
import { api } from '../../api/client';
import { useCurrentUser } from '../../auth/session-context';
import { FormError } from '../../components/form-error';
import { useZodForm } from '../../lib/use-zod-form';

export type { ApprovalAction };

type Answer = z.infer<typeof ZApprovalResponse>;

/** POST /approvals: a one-time token for one action (2 minutes); a wrong PIN is a 401 of this call only. */
function useRequestApproval() {
  return useMutation({
    mutationFn: (body: TApprovalBody) =>
      // The 401 of a wrong PIN is the manager's, not the cashier's session ending.
      api.post<Answer>('/approvals', body, { handleUnauthorized: false }),
  });
}

/**
 * A manager approves one action at this register with their e-mail and register PIN (set in
 * Account Settings); the token it gives goes with the request as `X-Approval`.
 */
export function ApprovalModal({
  opened,
  action,
  transactionId,
  onApproved,
  onCancel,
}: {
  opened: boolean;
  action: ApprovalAction;
  transactionId?: string | null;
  onApproved: (token: string) => void;
  onCancel: () => void;
}) {
  const form = useZodForm({
    initial: { email: '', pin: '' },
    schema: ZApprovalBody,
    toInput: (v) => ({ ...v, action, transactionId: transactionId ?? null }),
    fields: ['email', 'pin'],
  });
  const request = useRequestApproval();
  const close = () => {
    form.setValues({ email: '', pin: '' });
    form.clearErrors('email', 'pin');
    form.setFormError(null);
    onCancel();
  };
  const submit = form.handleSubmit((body) =>
    request.mutate(body, {
      onSuccess: (answer) => {
        // The PIN is not kept: each approval asks for it again.
        form.setValues({ email: body.email, pin: '' });
        onApproved(answer.data.token);
      },
      onError: (error) => form.serverError(error, 'The approval failed.', failureText),
    }),
  );
  return (
    <Modal opened={opened} onClose={close} title="Manager approval" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {`${APPROVAL_MESSAGES.needed[action]} The manager enters their e-mail and register PIN.`}
          </Text>
          <FormError message={form.formError} />
          <TextInput
            label="Manager e-mail"
            type="email"
            autoComplete="off"
            required
            data-autofocus
            {...form.text('email')}
            disabled={request.isPending}
          />
          <PasswordInput
            label="Register PIN"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            required
            {...form.text('pin')}
            disabled={request.isPending}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={request.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={request.isPending}>
              Approve
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The cashier closed the approval without one: the action does not happen. */
export class ApprovalCancelled extends Error {
  override readonly name = 'ApprovalCancelled';
}

/**
 * Runs an action that needs `permission` — at once for a user who holds it, else after a
 * manager's approval: `approve(transactionId)` resolves the headers to send (`X-Approval`), or
 * rejects with ApprovalCancelled. Render `modal` once where the action is.
 */
export function useApproval(
  permission: PermissionName,
  action: ApprovalAction,
): {
  needed: boolean;
  approve: (transactionId?: string | null) => Promise<Record<string, string>>;
  modal: ReactNode;
} {
  const user = useCurrentUser();
  const needed = !user.permissions.includes(permission);
  const [asking, setAsking] = useState<{ transactionId: string | null } | null>(null);
  const settle = useRef<{
    resolve: (headers: Record<string, string>) => void;
    reject: (error: Error) => void;
  } | null>(null);

  const approve = useCallback(
    (transactionId?: string | null) => {
      if (!needed) return Promise.resolve({});
      return new Promise<Record<string, string>>((resolve, reject) => {
        settle.current = { resolve, reject };
        setAsking({ transactionId: transactionId ?? null });
      });
    },
    [needed],
  );

  const modal = (
    <ApprovalModal
      opened={asking !== null}
      action={action}
      transactionId={asking?.transactionId}
      onApproved={(token) => {
        settle.current?.resolve({ 'X-Approval': token });
        settle.current = null;
        setAsking(null);
      }}
      onCancel={() => {
        settle.current?.reject(new ApprovalCancelled('No approval was given.'));
        settle.current = null;
        setAsking(null);
      }}
    />
  );
  return { needed, approve, modal };
}

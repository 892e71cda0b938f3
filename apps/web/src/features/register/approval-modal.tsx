import { Alert, Button, Group, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  APPROVAL_MESSAGES,
  type ApprovalAction,
  approvalHeader,
  approvalTokens,
  type TShortStockLine,
  ZApprovalBody,
} from '@pos/contracts/approvals';
import { DISCOUNT_MESSAGES } from '@pos/contracts/discounts';
import type { PermissionName } from '@pos/contracts/permissions';
import { IconKey } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, hasErrorCode } from '../../api/api-error';
import { useCurrentUser } from '../../auth/session-context';
import { FormError } from '../../components/form-error';
import { LazyModal } from '../../components/lazy-modal';
import { msg, serverText } from '../../lib/i18n';
import { useZodForm } from '../../lib/use-zod-form';
import { useRequestApproval } from './approval-api';

export type { ApprovalAction, TShortStockLine };

/** What the dialog says the manager approves. */
const HEADINGS: Record<ApprovalAction, string> = {
  return: msg('Return: a manager approves'),
  discount: msg('Discount: a manager approves'),
  sell_without_stock: msg('Sell without stock: a manager approves'),
};

/**
 * A manager approves one action at this register with their e-mail and register PIN (set in
 * Profile → Register PIN); the token it gives goes with the request as `X-Approval`. A manager
 * who has no PIN yet is told where to set one (`PIN_NOT_SET`). For `sell_without_stock`,
 * `shortLines` (the 409's `details.lines`) say what goes below the stock.
 */
export function ApprovalModal({
  opened,
  action,
  transactionId,
  shortLines,
  overLimit,
  onApproved,
  onCancel,
}: {
  opened: boolean;
  action: ApprovalAction;
  transactionId?: string | null;
  shortLines?: readonly TShortStockLine[];
  /** A discount above the cashier's limit: what the API said, and a reason is asked too. */
  overLimit?: string;
  onApproved: (token: string, reason?: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('register');
  const [noPin, setNoPin] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
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
    setNoPin(null);
    setReason('');
    setReasonError(null);
    onCancel();
  };
  const submit = form.handleSubmit((body) => {
    setNoPin(null);
    const why = reason.trim();
    if (overLimit && !why) {
      setReasonError(serverText(DISCOUNT_MESSAGES.reasonRequired));
      return;
    }
    request.mutate(body, {
      onSuccess: (answer) => {
        // The PIN is not kept: each approval asks for it again.
        form.setValues({ email: body.email, pin: '' });
        setReason('');
        onApproved(answer.data.token, overLimit ? why : undefined);
      },
      onError: (error) => {
        // Not a wrong PIN: this manager has none yet, and the answer says where to set one.
        if (hasErrorCode(error, 'PIN_NOT_SET')) {
          form.setValues({ email: body.email, pin: '' });
          setNoPin(error.message);
          return;
        }
        form.serverError(error, t('The approval failed.'), failureText);
      },
    });
  });
  return (
    <LazyModal opened={opened} onClose={close} title={t('Manager approval')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fw={600}>{t(HEADINGS[action])}</Text>
          <Text size="sm">
            {`${serverText(overLimit ?? APPROVAL_MESSAGES.needed[action])} ${t('The manager enters their e-mail and register PIN.')}`}
          </Text>
          {shortLines && shortLines.length > 0 && (
            <List size="sm" aria-label={t('Beyond the stock')}>
              {shortLines.map((l) => (
                <List.Item key={l.index}>
                  {t('{{name}}: {{requested}} sold, {{available}} in stock', {
                    name: l.name,
                    requested: l.requested,
                    available: l.available,
                  })}
                </List.Item>
              ))}
            </List>
          )}
          {noPin && (
            <Alert color="yellow" variant="light" icon={<IconKey aria-hidden />} role="alert">
              {noPin}
            </Alert>
          )}
          <FormError message={form.formError} />
          {overLimit ? (
            <TextInput
              label={t('Reason for the discount')}
              required
              maxLength={200}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(null);
              }}
              error={reasonError}
              disabled={request.isPending}
            />
          ) : null}
          <TextInput
            label={t('Manager e-mail')}
            type="email"
            autoComplete="off"
            required
            data-autofocus
            {...form.text('email')}
            disabled={request.isPending}
          />
          <PasswordInput
            label={t('Register PIN')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            required
            {...form.text('pin')}
            disabled={request.isPending}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={request.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={request.isPending}>
              {t('Approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}

/** The cashier closed the approval without one: the action does not happen. */
export class ApprovalCancelled extends Error {
  override readonly name = 'ApprovalCancelled';
}

/**
 * Runs an action that needs `permission` — at once for a user who holds it, else after a
 * manager's approval: `approve(transactionId)` resolves the headers to send (`X-Approval`), or
 * rejects with ApprovalCancelled. A `permission` of null: every user asks a manager (selling
 * without stock: the API exempts nobody). `approve(null, { shortLines })` shows what goes below
 * the stock. Render `modal` once where the action is.
 */
export function useApproval(
  permission: PermissionName | null,
  action: ApprovalAction,
): {
  needed: boolean;
  approve: (
    transactionId?: string | null,
    about?: { shortLines?: readonly TShortStockLine[] },
  ) => Promise<Record<string, string>>;
  /**
   * A discount above the caller's limit (403 APPROVAL_REQUIRED, its `message`): a manager
   * approves it whoever the caller is, and says why.
   */
  approveOverLimit: (
    message: string,
  ) => Promise<{ headers: Record<string, string>; reason: string }>;
  modal: ReactNode;
} {
  const user = useCurrentUser();
  const needed = permission === null || !user.permissions.includes(permission);
  const [asking, setAsking] = useState<{
    transactionId: string | null;
    shortLines?: readonly TShortStockLine[];
    overLimit?: string;
  } | null>(null);
  const settle = useRef<{
    resolve: (headers: Record<string, string>, reason?: string) => void;
    reject: (error: Error) => void;
  } | null>(null);

  const approve = useCallback(
    (transactionId?: string | null, about?: { shortLines?: readonly TShortStockLine[] }) => {
      if (!needed) return Promise.resolve({});
      return new Promise<Record<string, string>>((resolve, reject) => {
        settle.current = { resolve, reject };
        setAsking({ transactionId: transactionId ?? null, shortLines: about?.shortLines });
      });
    },
    [needed],
  );
  const approveOverLimit = useCallback(
    (message: string) =>
      new Promise<{ headers: Record<string, string>; reason: string }>((resolve, reject) => {
        settle.current = {
          resolve: (headers, reason) => resolve({ headers, reason: reason ?? '' }),
          reject,
        };
        setAsking({ transactionId: null, overLimit: message });
      }),
    [],
  );

  // One element while nothing is asked: the register renders it at every scan.
  const modal = useMemo(
    () => (
      <ApprovalModal
        opened={asking !== null}
        action={action}
        transactionId={asking?.transactionId}
        shortLines={asking?.shortLines}
        overLimit={asking?.overLimit}
        onApproved={(token, reason) => {
          settle.current?.resolve({ 'X-Approval': token }, reason);
          settle.current = null;
          setAsking(null);
        }}
        onCancel={() => {
          settle.current?.reject(new ApprovalCancelled('No approval was given.'));
          settle.current = null;
          setAsking(null);
        }}
      />
    ),
    [asking, action],
  );
  return { needed, approve, approveOverLimit, modal };
}

/**
 * The headers of one request that several approvals allow (a discounted sale beyond the stock):
 * their `X-Approval` tokens in one header, comma-separated, as the API reads them.
 */
export function joinApprovals(...headers: Record<string, string>[]): Record<string, string> {
  const tokens = headers.flatMap((h) => approvalTokens(h['X-Approval']));
  return tokens.length > 0 ? { 'X-Approval': approvalHeader(tokens) } : {};
}

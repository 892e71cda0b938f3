import type { TMessage } from '@pos/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { viewerQuery } from '../../lib/money';

/** POST /transactions/:id/email-receipt: the receipt PDF, dated and grouped as the cashier reads it. */
export function useEmailReceipt(transactionId: string) {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<TMessage>(`/transactions/${encodeURIComponent(transactionId)}/email-receipt`, {
        email,
        ...viewerQuery(),
      }),
  });
}

import type { TExchangeBody, TExchangeDetail } from '@pos/contracts/exchanges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requestFile } from '../../../api/client';
import { invalidateSaleChanges } from '../../../api/invalidate';
import { exchangeReceiptPath } from '../../../api/pdf';
import { resourceKeys } from '../../../api/query-keys';
import { viewerQuery } from '../../../lib/money';

/** The exchange's one receipt as a PDF blob, dated and with amounts as the user reads them. */
export async function fetchExchangeReceipt(id: string): Promise<Blob> {
  const { blob } = await requestFile(exchangeReceiptPath(id), viewerQuery(), {
    accept: 'application/pdf',
  });
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/**
 * POST /transactions/:id/exchanges with its Idempotency-Key (one per exchange the cashier
 * completes: a retry after a lost answer is answered with the same exchange) and a manager's
 * approval when the caller needs one. Whatever a sale and a return change reloads.
 */
export function useCreateExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      saleId,
      body,
      headers,
    }: {
      saleId: string;
      body: TExchangeBody;
      headers: Record<string, string>;
    }) =>
      api.post<{ data: TExchangeDetail }>(
        `/transactions/${encodeURIComponent(saleId)}/exchanges`,
        body,
        { headers },
      ),
    onSettled: (_answer, _error, { saleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys('transactions').detail(saleId) }),
        invalidateSaleChanges(queryClient),
      ]),
  });
}

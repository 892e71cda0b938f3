import { parseReceiptNumber, type TReturnBody } from '@pos/contracts/returns';
import { parseLocalNumber, type TSaleReturn, type TTransaction } from '@pos/contracts/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requestFile } from '../../../api/client';
import { invalidateSaleChanges } from '../../../api/invalidate';
import { returnReceiptPath } from '../../../api/pdf';
import { resourceKeys } from '../../../api/query-keys';
import { viewerQuery } from '../../../lib/money';

/** The return's receipt as a PDF blob, dated and with amounts as the user reads them. */
export async function fetchReturnReceipt(id: string): Promise<Blob> {
  const { blob } = await requestFile(returnReceiptPath(id), viewerQuery(), {
    accept: 'application/pdf',
  });
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/** A receipt's number as typed or scanned: its digits, or an offline register's "AB12-42". */
export const receiptNumberIn = (text: string) => parseReceiptNumber(text) ?? parseLocalNumber(text);

/**
 * GET /transactions/by-number/:number: the sale a scanned or typed receipt number (or the local
 * number of an offline register's receipt) names; null when the text is no receipt number at
 * all (the server would not find it either).
 */
export async function saleByNumber(text: string, signal?: AbortSignal) {
  const n = receiptNumberIn(text);
  if (n === null) return null;
  const res = await api.get<{ data: TTransaction }>(`/transactions/by-number/${n}`, undefined, {
    signal,
  });
  return res.data;
}

/**
 * POST /transactions/:id/returns, with a manager's approval when the caller needs one
 * (`headers`: X-Approval). The sale's details reload, and whatever a return changes (stock,
 * sales, the dashboard).
 */
export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      saleId,
      body,
      headers,
    }: {
      saleId: string;
      body: TReturnBody;
      headers?: Record<string, string>;
    }) =>
      api.post<{ data: TSaleReturn }>(`/transactions/${encodeURIComponent(saleId)}/returns`, body, {
        headers,
      }),
    onSettled: (_answer, _error, { saleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys('transactions').detail(saleId) }),
        invalidateSaleChanges(queryClient),
      ]),
  });
}

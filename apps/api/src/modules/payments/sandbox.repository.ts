import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sandboxOrders, sandboxPayments } from './sandbox.tables.js';

export async function insertSandboxOrder(
  ex: Executor,
  values: { id: string; amount: number; currency: string },
) {
  await ex.insert(sandboxOrders).values(values);
}

export async function findSandboxOrder(ex: Executor, id: string) {
  const [row] = await ex.select().from(sandboxOrders).where(eq(sandboxOrders.id, id));
  return row ?? null;
}

export async function insertSandboxPayment(
  ex: Executor,
  values: { id: string; orderId: string; amount: number; currency: string },
) {
  await ex.insert(sandboxPayments).values(values);
}

export async function findSandboxPayment(ex: Executor, id: string) {
  const [row] = await ex.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row ?? null;
}

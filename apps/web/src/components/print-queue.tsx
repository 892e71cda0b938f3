import type { TReceiptModel } from '@pos/contracts/receipt-model';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { uuidv7 } from 'uuidv7';
import {
  loadPrinterSettings,
  savePrinterSettings,
  type TPrinterSettings,
} from '../lib/printer-settings';
import { sendToPrinter } from '../lib/printer-transports';
import { thermalLogo } from '../lib/thermal-logo';
import { encodeDrawerPulse, encodeReceipt } from '../lib/thermal-receipt';

/*
 * The print queue of this device's receipt printer (docs/DESIGN.md, "The counter's hardware"),
 * around the app's pages (the register, a shift's report): a receipt goes in and the sale is done — printing happens after, one job at a time, and a printer that is off, out
 * of paper or unplugged fails its job, visibly, with a Retry, never the sale.
 */

export type PrintJobStatus = 'waiting' | 'printing' | 'printed' | 'failed';

export interface PrintJob {
  id: string;
  label: string;
  status: PrintJobStatus;
  error: string | null;
  /** Makes the bytes (reading the receipt first): its failure is the job's, too. */
  make: () => Promise<Uint8Array>;
}

interface PrintQueue {
  settings: TPrinterSettings;
  saveSettings: (s: TPrinterSettings) => void;
  /** Whether receipts go to a thermal printer (else the PDF, through the browser). */
  thermal: boolean;
  jobs: readonly PrintJob[];
  enqueue: (label: string, make: () => Promise<Uint8Array>) => void;
  retry: (id: string) => void;
  dismiss: (id: string) => void;
}

const Context = createContext<PrintQueue | null>(null);

/** The jobs a cashier still sees: the last ones printed go, a failed one stays until dealt with. */
const KEPT_PRINTED = 5;

export function PrintQueueProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(loadPrinterSettings);
  const [jobs, setJobs] = useState<PrintJob[]>([]);

  const enqueue = useCallback(
    (label: string, make: () => Promise<Uint8Array>) =>
      setJobs((all) => [...all, { id: uuidv7(), label, status: 'waiting', error: null, make }]),
    [],
  );
  const update = useCallback(
    (id: string, change: Partial<PrintJob>) =>
      setJobs((all) => all.map((j) => (j.id === id ? { ...j, ...change } : j))),
    [],
  );

  // One job at a time, oldest first.
  const next = jobs.find((j) => j.status === 'waiting');
  const busy = jobs.some((j) => j.status === 'printing');
  useEffect(() => {
    if (!next || busy) return;
    update(next.id, { status: 'printing', error: null });
    next
      .make()
      .then((bytes) => sendToPrinter(settings, bytes))
      .then(
        () => {
          update(next.id, { status: 'printed' });
          setJobs((all) => {
            const printed = all.filter((j) => j.status === 'printed');
            const drop = new Set(printed.slice(0, -KEPT_PRINTED).map((j) => j.id));
            return all.filter((j) => !drop.has(j.id));
          });
        },
        (error: Error) => update(next.id, { status: 'failed', error: error.message }),
      );
  }, [next, busy, settings, update]);

  const value = useMemo<PrintQueue>(
    () => ({
      settings,
      saveSettings: (s) => {
        savePrinterSettings(s);
        setSettings(s);
      },
      thermal: settings.connection !== 'none',
      jobs,
      enqueue,
      retry: (id) => update(id, { status: 'waiting', error: null }),
      dismiss: (id) => setJobs((all) => all.filter((j) => j.id !== id)),
    }),
    [settings, jobs, update, enqueue],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function usePrintQueue(): PrintQueue {
  const queue = useContext(Context);
  if (!queue) throw new Error('usePrintQueue outside PrintQueueProvider');
  return queue;
}

/**
 * Opens the cash drawer wired to this register's printer (its pulse alone, in the queue), where
 * the printer settings say to; undefined when the register has no thermal printer or does not.
 */
export function useOpenDrawer(): (() => void) | undefined {
  const { thermal, settings, enqueue } = usePrintQueue();
  return useMemo(
    () =>
      thermal && settings.openDrawerOnCash
        ? () => enqueue('Cash drawer', async () => encodeDrawerPulse())
        : undefined,
    [thermal, settings.openDrawerOnCash, enqueue],
  );
}

/**
 * Prints a receipt model (a return's receipt, a shift's report) on this device's printer through
 * the queue; undefined when it has no thermal printer (the caller prints the PDF).
 */
export function usePrintModel():
  | ((label: string, fetchModel: () => Promise<TReceiptModel>, openDrawer?: boolean) => void)
  | undefined {
  const { thermal, settings, enqueue } = usePrintQueue();
  return useMemo(
    () =>
      thermal
        ? (label, fetchModel, openDrawer = false) =>
            enqueue(label, async () => {
              const model = await fetchModel();
              return encodeReceipt(model.blocks, {
                paper: settings.paper,
                logo: await thermalLogo(model.logo, settings.paper),
                openDrawer: openDrawer && settings.openDrawerOnCash,
              });
            })
        : undefined,
    [thermal, settings.paper, settings.openDrawerOnCash, enqueue],
  );
}

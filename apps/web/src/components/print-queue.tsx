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
import { msg } from '../lib/i18n';
import {
  loadPrinterSettings,
  savePrinterSettings,
  type TPrinterSettings,
} from '../lib/printer-settings';
import { sendToPrinter } from '../lib/printer-transports';
import { thermalLogo } from '../lib/thermal-logo';
import { encodeDrawerPulse, encodeReceipt } from '../lib/thermal-receipt';
import { rasterizeLine } from '../lib/thermal-text';

/*
 * The print queue of this device's receipt printer (docs/DESIGN.md, "The counter's hardware"),
 * around the app's pages (the register, a shift's report): a receipt goes in and the sale is
 * done — printing happens after, one job at a time, and a printer that is off, out of paper or
 * unplugged fails its job, visibly, with a Retry, never the sale.
 */

export type PrintJobStatus = 'waiting' | 'printing' | 'printed' | 'failed';

export interface PrintJob {
  id: string;
  /** What is printed: a `common` key (`msg('…')`) or a text already translated. */
  label: string;
  status: PrintJobStatus;
  error: string | null;
  /** Makes the bytes (reading the receipt first): its failure is the job's, too. */
  make: () => Promise<Uint8Array>;
}

/** The printer and how to give it a job: changes only when the settings do. */
interface PrintTarget {
  settings: TPrinterSettings;
  saveSettings: (s: TPrinterSettings) => void;
  /** Whether receipts go to a thermal printer (else the PDF, through the browser). */
  thermal: boolean;
  enqueue: (label: string, make: () => Promise<Uint8Array>) => void;
}

/** The jobs and what a cashier does with a failed one: changes with every job. */
interface PrintJobs {
  jobs: readonly PrintJob[];
  retry: (id: string) => void;
  dismiss: (id: string) => void;
}

type PrintQueue = PrintTarget & PrintJobs;

// Two contexts: what prints (the register's memoised till reads it) apart from the jobs, so a
// job's progress re-renders the printer's button and dialog, not the till.
const TargetContext = createContext<PrintTarget | null>(null);
const JobsContext = createContext<PrintJobs | null>(null);

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

  const target = useMemo<PrintTarget>(
    () => ({
      settings,
      saveSettings: (s) => {
        savePrinterSettings(s);
        setSettings(s);
      },
      thermal: settings.connection !== 'none',
      enqueue,
    }),
    [settings, enqueue],
  );
  const queue = useMemo<PrintJobs>(
    () => ({
      jobs,
      retry: (id) => update(id, { status: 'waiting', error: null }),
      dismiss: (id) => setJobs((all) => all.filter((j) => j.id !== id)),
    }),
    [jobs, update],
  );
  return (
    <TargetContext.Provider value={target}>
      <JobsContext.Provider value={queue}>{children}</JobsContext.Provider>
    </TargetContext.Provider>
  );
}

/** The printer and its queue's entry: for whatever prints (no re-render as jobs move). */
export function usePrintTarget(): PrintTarget {
  const target = useContext(TargetContext);
  if (!target) throw new Error('usePrintTarget outside PrintQueueProvider');
  return target;
}

/** The printer and its jobs: for the printer's button and dialog. */
export function usePrintQueue(): PrintQueue {
  const jobs = useContext(JobsContext);
  if (!jobs) throw new Error('usePrintQueue outside PrintQueueProvider');
  return { ...usePrintTarget(), ...jobs };
}

/**
 * Opens the cash drawer wired to this register's printer (its pulse alone, in the queue), where
 * the printer settings say to; undefined when the register has no thermal printer or does not.
 */
export function useOpenDrawer(): (() => void) | undefined {
  const { thermal, settings, enqueue } = usePrintTarget();
  return useMemo(
    () =>
      thermal && settings.openDrawerOnCash
        ? () => enqueue(msg('Cash drawer'), async () => encodeDrawerPulse())
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
  const { thermal, settings, enqueue } = usePrintTarget();
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
                rasterize: rasterizeLine,
              });
            })
        : undefined,
    [thermal, settings.paper, settings.openDrawerOnCash, enqueue],
  );
}

/**
 * A document just made (a sale, a return, an exchange): its receipt printed at once where the
 * register does that — the drawer's pulse with it when cash moved — else, when cash moved, the
 * drawer opened alone.
 */
export function usePrintOnDone() {
  const { settings } = usePrintTarget();
  const printModel = usePrintModel();
  const openDrawer = useOpenDrawer();
  return useCallback(
    (label: string, fetchModel: () => Promise<TReceiptModel>, cash: boolean) => {
      if (printModel && settings.autoPrint) printModel(label, fetchModel, cash);
      else if (cash) openDrawer?.();
    },
    [printModel, settings.autoPrint, openDrawer],
  );
}

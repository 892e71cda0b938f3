import { i18n } from './i18n';
import { PrintFailed, printThroughBridge } from './print-bridge-client';
import type { TPrinterSettings } from './printer-settings';

/*
 * Bytes to the register's printer without a print dialog (docs/DESIGN.md, "The counter's
 * hardware"): over WebUSB or Web Serial (Chromium; the device is chosen once in the printer
 * settings, which grants this origin access to it), or through the print bridge to a printer
 * on the shop's network. Every failure is a PrintFailed saying what the cashier can do.
 */

/** The parts of WebUSB and Web Serial used here (TypeScript's DOM types have neither). */
interface UsbEndpoint {
  endpointNumber: number;
  direction: 'in' | 'out';
  type: string;
}
interface UsbInterface {
  interfaceNumber: number;
  claimed: boolean;
  alternate: { interfaceClass: number; endpoints: UsbEndpoint[] };
}
export interface UsbDevice {
  productName?: string;
  opened: boolean;
  configuration: { interfaces: UsbInterface[] } | null;
  open(): Promise<void>;
  selectConfiguration(n: number): Promise<void>;
  claimInterface(n: number): Promise<void>;
  transferOut(endpoint: number, data: BufferSource): Promise<{ status: string }>;
}
export interface SerialPortLike {
  open(o: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  writable: WritableStream<Uint8Array> | null;
}
interface HardwareNavigator {
  usb?: {
    getDevices(): Promise<UsbDevice[]>;
    requestDevice(o: { filters: object[] }): Promise<UsbDevice>;
  };
  serial?: {
    getPorts(): Promise<SerialPortLike[]>;
    requestPort(): Promise<SerialPortLike>;
  };
}
export const hardware = () => navigator as unknown as HardwareNavigator;

/** The printer's interface (class 7) and its bulk OUT endpoint, else the first bulk OUT there is. */
function outEndpoint(device: UsbDevice) {
  const interfaces = device.configuration?.interfaces ?? [];
  const withOut = interfaces.filter((i) =>
    i.alternate.endpoints.some((e) => e.direction === 'out' && e.type === 'bulk'),
  );
  const chosen = withOut.find((i) => i.alternate.interfaceClass === 7) ?? withOut[0];
  const endpoint = chosen?.alternate.endpoints.find(
    (e) => e.direction === 'out' && e.type === 'bulk',
  );
  return chosen && endpoint ? { iface: chosen, endpoint } : null;
}

async function sendUsb(bytes: Uint8Array) {
  const usb = hardware().usb;
  if (!usb)
    throw new PrintFailed(
      i18n.t('This browser has no WebUSB: use Chrome or Edge, or the print bridge.'),
    );
  const [device] = await usb.getDevices();
  if (!device) {
    throw new PrintFailed(
      i18n.t(
        'No USB printer is connected: plug it in, or choose it again in the printer settings.',
      ),
    );
  }
  try {
    if (!device.opened) await device.open();
    if (!device.configuration) await device.selectConfiguration(1);
    const out = outEndpoint(device);
    if (!out)
      throw new PrintFailed(
        device.productName
          ? i18n.t('{{device}} is not a printer.', { device: device.productName })
          : i18n.t('The USB device is not a printer.'),
      );
    if (!out.iface.claimed) await device.claimInterface(out.iface.interfaceNumber);
    const result = await device.transferOut(out.endpoint.endpointNumber, bytes as BufferSource);
    if (result.status !== 'ok')
      throw new PrintFailed(
        i18n.t('The USB printer answered "{{status}}".', { status: result.status }),
      );
  } catch (error) {
    if (error instanceof PrintFailed) throw error;
    throw new PrintFailed(
      i18n.t('The USB printer did not print: {{reason}}', { reason: (error as Error).message }),
    );
  }
}

async function sendSerial(bytes: Uint8Array, baudRate: number) {
  const serial = hardware().serial;
  if (!serial)
    throw new PrintFailed(
      i18n.t('This browser has no Web Serial: use Chrome or Edge, or the print bridge.'),
    );
  const [port] = await serial.getPorts();
  if (!port) {
    throw new PrintFailed(
      i18n.t(
        'No serial printer is connected: plug it in, or choose it again in the printer settings.',
      ),
    );
  }
  try {
    await port.open({ baudRate });
    const writer = port.writable?.getWriter();
    if (!writer) throw new Error(i18n.t('the port cannot be written to'));
    await writer.write(bytes);
    writer.releaseLock();
    await port.close();
  } catch (error) {
    throw new PrintFailed(
      i18n.t('The serial printer did not print: {{reason}}', { reason: (error as Error).message }),
    );
  }
}

/** Sends `bytes` to this register's printer; PrintFailed when it cannot. */
export async function sendToPrinter(s: TPrinterSettings, bytes: Uint8Array) {
  switch (s.connection) {
    case 'usb':
      return sendUsb(bytes);
    case 'serial':
      return sendSerial(bytes, s.baudRate);
    case 'bridge':
      return printThroughBridge(
        { url: s.bridgeUrl, token: s.bridgeToken, printer: s.bridgePrinter },
        bytes,
      );
    case 'none':
      throw new PrintFailed(i18n.t('No receipt printer is set up on this register.'));
  }
}

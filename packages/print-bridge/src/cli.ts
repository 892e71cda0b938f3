import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { newToken, parsePrinterArg, printerUrl, startBridge, tokenHash } from './bridge.js';

/*
 * npx pos-print-bridge --origin https://pos.example.com --printer counter=tcp://192.168.1.50:9100
 * Starts the print bridge on 127.0.0.1 (port 9317 unless --port says). The first start — or
 * --pair — makes a pairing token and shows it once: the register's printer settings take it.
 * The bridge keeps the token's SHA-256 in its config file (--config, else
 * ~/.config/pos-print-bridge/config.json).
 */

const USAGE = `Usage: pos-print-bridge --origin <app origin> --printer <name>=<printer> [--printer …]
       <printer>: tcp://<host>[:9100] (raw ESC/POS), epos://<host>[:80] or eposs://<host>[:443]
       (Epson ePOS-Print over HTTP or HTTPS)
       [--port 9317] [--pair] [--config <file>]`;

function main() {
  const { values } = parseArgs({
    options: {
      origin: { type: 'string' },
      printer: { type: 'string', multiple: true },
      port: { type: 'string', default: '9317' },
      pair: { type: 'boolean', default: false },
      config: {
        type: 'string',
        default: path.join(homedir(), '.config', 'pos-print-bridge', 'config.json'),
      },
    },
  });
  const origin =
    values.origin && URL.canParse(values.origin) ? new URL(values.origin).origin : null;
  const printers = (values.printer ?? []).map(parsePrinterArg);
  const port = Number(values.port);
  if (!origin || printers.length === 0 || printers.includes(null) || !Number.isInteger(port)) {
    console.error(USAGE);
    process.exit(2);
  }
  let kept: { tokenHash?: string } = {};
  try {
    kept = JSON.parse(readFileSync(values.config, 'utf8'));
  } catch {
    // No config yet: this start pairs.
  }
  let hash = kept.tokenHash;
  if (values.pair || !hash) {
    const token = newToken();
    hash = tokenHash(token);
    mkdirSync(path.dirname(values.config), { recursive: true });
    writeFileSync(values.config, JSON.stringify({ tokenHash: hash }, null, 2), { mode: 0o600 });
    console.log(
      `Pairing token (shown once; paste it in the register's printer settings):\n\n  ${token}\n`,
    );
  }
  startBridge({
    origin,
    tokenHash: hash,
    printers: Object.fromEntries(printers.filter((p) => p !== null)),
    port,
  }).then(
    (bridge) => {
      console.log(`pos-print-bridge listening on ${bridge.url} for ${origin}`);
      for (const p of printers) if (p) console.log(`  printer "${p[0]}" → ${printerUrl(p[1])}`);
    },
    (err: Error) => {
      console.error(`pos-print-bridge could not start: ${err.message}`);
      process.exit(1);
    },
  );
}

main();

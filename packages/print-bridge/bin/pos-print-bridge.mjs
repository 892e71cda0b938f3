#!/usr/bin/env node
// `npx pos-print-bridge`: the compiled CLI (src/cli.ts; built by the README's first command).
import '../dist/cli.js';

import { chromium } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
const base = 'http://127.0.0.1:4300';
function chromiumTicks() {
  let t = 0;
  for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8');
      if (!cmd.includes('chromium')) continue;
      const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      t += Number(f[11]) + Number(f[12]);
    } catch {}
  }
  return t;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ baseURL: base, serviceWorkers: 'block', viewport: {width:1366,height:768}, reducedMotion: process.env.RM ? 'reduce' : 'no-preference' });
const page = await ctx.newPage();
await page.goto('/login');
await page.getByLabel('Email address').fill('owner@demo.test');
await page.getByLabel('Password', { exact: true }).fill('DemoOwner!2026');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
for (const p of ['/dashboard','/products','/pos','/reports', '/inventory']) {
  await page.goto(p); await page.getByRole('heading', { level: 1 }).first().waitFor(); await page.waitForTimeout(2000);
  const a = chromiumTicks(); await page.waitForTimeout(5000); const b = chromiumTicks();
  const anims = await page.evaluate(() => document.getAnimations().filter(a => a.playState === 'running').map(a => (a.animationName || a.constructor.name) + ':' + (a.effect?.target?.className?.toString().slice(0,60))));
  console.log(p, 'idle chromium CPU %', (b-a)/5, anims.slice(0,5));
}
await browser.close();

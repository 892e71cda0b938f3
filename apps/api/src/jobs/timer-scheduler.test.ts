import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../plugins/types.js';
import { defineJob } from './job.js';
import { startTimerScheduler } from './timer-scheduler.js';

const log = pino({ level: 'silent' });
const deps = {} as AppDeps;

describe('the in-process scheduler (the embedded database)', () => {
  it('runs a job on its period, never two runs at once, and stop waits for the run', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const job = defineJob({
      name: 'slow',
      cron: '* * * * *',
      everyMs: 5,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 30));
        running -= 1;
        runs += 1;
      },
    });
    const scheduler = startTimerScheduler(deps, log, [job]);
    await new Promise((r) => setTimeout(r, 100));
    await scheduler.stop();
    const after = runs;
    expect(after).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(running).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(runs).toBe(after);
  });

  it('runNow runs the job at once and answers when it is done; a failure is logged, not thrown', async () => {
    const seen: Date[] = [];
    const ok = defineJob({
      name: 'ok',
      cron: '0 * * * *',
      everyMs: 3_600_000,
      run: async (_deps, now) => {
        seen.push(now);
      },
    });
    const failing = defineJob({
      name: 'failing',
      cron: '0 * * * *',
      everyMs: 3_600_000,
      run: () => Promise.reject(new Error('mail server down')),
    });
    const scheduler = startTimerScheduler(deps, log, [ok, failing]);
    await scheduler.runNow('ok');
    expect(seen).toHaveLength(1);
    await expect(scheduler.runNow('failing')).resolves.toBeUndefined();
    await expect(scheduler.runNow('nothing')).rejects.toThrow('no job nothing');
    await scheduler.stop();
  });
});

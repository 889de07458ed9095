import type { FastifyInstance } from 'fastify';

export interface BackgroundJob {
  /** What the log calls it when a run fails. */
  name: string;
  /** Time between runs. */
  intervalMs: number;
  /** Whether a first run starts as soon as the server is ready (else after the first interval). */
  runWhenReady: boolean;
  /** One run; what it throws is logged, and the next run tries again. */
  run: () => Promise<void>;
}

/**
 * A server's background job (the eTIMS delivery, payment reminders, recurring invoices): runs every
 * interval, one run at a time, stopped with the server, which waits for the run in flight. Returns
 * `tick`, which starts a run now unless one is running.
 */
export function registerBackgroundJob(app: FastifyInstance, job: BackgroundJob): { tick: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= job
      .run()
      .catch((err: unknown) => app.log.warn({ err }, `${job.name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    if (job.runWhenReady) tick();
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return { tick };
}

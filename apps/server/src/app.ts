import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { contractRoutes, platformApi } from '@tawi/contracts';
import type { DatabaseHandle } from '@tawi/db';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentRoutes } from './modules/attachments';
import { authRoutes, passwordRoutes } from './modules/auth';
import { bankingRoutes } from './modules/banking';
import { createOscuClient, etimsRoutes, type OscuClient, registerEtimsWorker } from './modules/etims';
import { inventoryRoutes } from './modules/inventory';
import { ledgerRoutes } from './modules/ledger';
import { emailTemplateRoutes, mailSettingsRoutes, outboxRoutes, type SecretKeyOptions } from './modules/mail';
import { orgRoutes } from './modules/org';
import { payrollRoutes } from './modules/payroll';
import { purchasingRoutes } from './modules/purchasing';
import { reportRoutes } from './modules/reports';
import { registerRecurringInvoicesWorker, registerReminderWorker, salesRoutes } from './modules/sales';
import { searchRoutes } from './modules/search';
import { taxRoutes } from './modules/tax';
import { registerAuthHook } from './platform/auth-hook';
import { registerErrorHandler } from './platform/error-handler';
import { registerIdempotency } from './platform/idempotency';
import { implement } from './platform/implement';
import { registerOpenApi } from './platform/openapi';
import { frameworkErrors, registerNulGuard } from './platform/request-guards';
import { registerRouteRegistry } from './platform/route-registry';
import { registerTableStatistics } from './platform/table-statistics';
import { registerWebApp } from './platform/web-app';

export const VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
  }
}

export interface AppOptions {
  database: DatabaseHandle;
  /** Built web app to serve (apps/web/dist); none in API tests. */
  webDir?: string | undefined;
  logger?: boolean | FastifyBaseLogger | { level: string };
  trustProxy?: boolean;
  /** Close the database with the app (true for the real server). */
  closeDatabase?: boolean;
  /** Where the key that encrypts stored secrets (SMTP passwords) comes from; none: they cannot be saved. */
  secretKey?: SecretKeyOptions;
  /**
   * Payment reminders for overdue invoices: the hourly worker runs only when `worker` is true (the real
   * server); tests call sendDueReminders with a pinned date instead.
   */
  reminders?: { worker?: boolean; intervalMs?: number } | undefined;
  /**
   * KRA eTIMS: the OSCU at `baseUrl` (ETIMS_BASE_URL) or a `client`; none: eTIMS cannot be turned on.
   * `worker: false` leaves sending to the caller (tests that deliver step by step).
   */
  etims?:
    | { baseUrl?: string | undefined; client?: OscuClient; workerIntervalMs?: number; worker?: boolean }
    | undefined;
  /** Run the recurring invoices job in this process (the real server; tests call the job themselves). */
  recurringInvoices?: { intervalMs?: number } | undefined;
}

const BODY_LIMIT = 1024 * 1024;

/** The HTTP API (and the built web app when `webDir` is given) over `options.database`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.database.db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (options.closeDatabase) app.addHook('onClose', () => options.database.close());

  registerRouteRegistry(app, { entries: contractRoutes });
  registerTableStatistics(app);
  registerErrorHandler(app);
  registerNulGuard(app);
  await registerOpenApi(app, VERSION);
  await registerHttpSafety(app);
  registerAuthHook(app, options.database.db);
  registerIdempotency(app, options.database.db);
  const etimsClient = etimsClientOf(options);
  await registerRoutes(app, options, etimsClient);
  registerWorkers(app, options, etimsClient);
  await registerWebApp(app, options.webDir);
  return app;
}

/** Security headers (a strict content security policy), cookies, and compressed answers. */
async function registerHttpSafety(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  // API answers (JSON, CSV, PDF) compressed as the client accepts; the web app's files come pre-compressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** The eTIMS client the options ask for: the one given, or one for the OSCU at `baseUrl`; else none. */
function etimsClientOf(options: AppOptions) {
  const etims = options.etims;
  return etims?.client ?? (etims?.baseUrl ? createOscuClient({ baseUrl: etims.baseUrl }) : undefined);
}

/** Every module's routes, and the platform's health and OpenAPI document. */
async function registerRoutes(
  app: FastifyInstance,
  options: AppOptions,
  etimsClient: OscuClient | undefined,
) {
  implement(app, platformApi.health, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: options.database.driver, version: VERSION };
  });
  implement(app, platformApi.openApi, () => app.swagger() as unknown as Record<string, unknown>);
  for (const routes of [
    authRoutes,
    passwordRoutes,
    orgRoutes,
    reportRoutes,
    ledgerRoutes,
    bankingRoutes,
    inventoryRoutes,
    purchasingRoutes,
    salesRoutes,
    taxRoutes,
    payrollRoutes,
    searchRoutes,
    attachmentRoutes,
    outboxRoutes,
    emailTemplateRoutes,
  ])
    await app.register(routes);
  await app.register(mailSettingsRoutes, { secretKey: options.secretKey });
  await app.register(etimsRoutes, { client: etimsClient });
}

/** The background jobs the options turn on: reminders, eTIMS sending, recurring invoices. */
function registerWorkers(app: FastifyInstance, options: AppOptions, etimsClient: OscuClient | undefined) {
  if (options.reminders?.worker) registerReminderWorker(app, options.reminders.intervalMs);
  if (etimsClient && options.etims?.worker !== false) {
    registerEtimsWorker(app, etimsClient, options.etims?.workerIntervalMs);
  }
  if (options.recurringInvoices) registerRecurringInvoicesWorker(app, options.recurringInvoices.intervalMs);
}

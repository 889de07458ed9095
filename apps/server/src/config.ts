import { resolve } from 'node:path';
import { readMailConfig } from './modules/mail/mail-config';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  demo: boolean;
  /** DEMO_HISTORY_MONTHS: months of trading the demo company gets (default 12; 0: none). */
  demoHistoryMonths: number;
  /** TAWI_SECRET_KEY: encrypts stored secrets; unset with the embedded database, DATA_DIR/secret.key is used. */
  secretKey: string | undefined;
  /** ETIMS_BASE_URL: KRA's eTIMS OSCU API (or the simulator, `npm run etims:simulator`); unset: no eTIMS. */
  etimsBaseUrl: string | undefined;
}

/** The http(s) address in the variable `name`, or undefined when unset; anything else stops the start. */
function httpAddressOf(name: string, value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`${name} must be an http(s) address, not ${url}`);
  return url;
}

/**
 * Reads the environment (PORT, HOST, DATA_DIR, DATABASE_URL, LOG_LEVEL, TRUST_PROXY, TAWI_SECRET_KEY, ETIMS_BASE_URL,
 * DEMO_HISTORY_MONTHS, PUBLIC_URL; SMTP_*
 * checked) and the --demo flag.
 */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: string[] = process.argv.slice(2),
): Config {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const demoHistoryMonths = Number.parseInt(env.DEMO_HISTORY_MONTHS ?? '12', 10);
  if (!Number.isInteger(demoHistoryMonths) || demoHistoryMonths < 0 || demoHistoryMonths > 36)
    throw new Error(`DEMO_HISTORY_MONTHS must be 0 to 36, not ${env.DEMO_HISTORY_MONTHS}`);
  readMailConfig(env); // a bad SMTP_PORT stops the start, rather than failing each email later
  httpAddressOf('PUBLIC_URL', env.PUBLIC_URL); // read per request for the links in password reset mail
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    demo: argv.includes('--demo') || env.DEMO === 'true',
    demoHistoryMonths,
    secretKey: env.TAWI_SECRET_KEY?.trim() || undefined,
    etimsBaseUrl: httpAddressOf('ETIMS_BASE_URL', env.ETIMS_BASE_URL),
  };
}

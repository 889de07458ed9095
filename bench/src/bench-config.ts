import type { BenchTarget } from './bench-databases';

export interface BenchConfig {
  small: number;
  large: number;
  runs: number;
  companies: number;
  branches: number;
  seed: number;
  targets: BenchTarget[];
  verify: boolean;
}

export function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw.replaceAll('_', ''));
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return n;
}

export function targetsFromEnv(): BenchTarget[] {
  const raw = process.env.BENCH_DATABASES ?? 'pglite,postgres';
  return raw.split(',').map((t) => {
    const name = t.trim();
    if (name !== 'pglite' && name !== 'postgres') throw new Error(`BENCH_DATABASES: unknown '${name}'`);
    return name;
  });
}

/** Sizes and knobs from the environment (see bench/README.md). */
export function benchConfig(): BenchConfig {
  const config = {
    small: intFromEnv('BENCH_SMALL', 10_000),
    large: intFromEnv('BENCH_LARGE', 1_000_000),
    runs: Math.max(1, intFromEnv('BENCH_RUNS', 15)),
    companies: Math.max(1, intFromEnv('BENCH_COMPANIES', 3)),
    branches: Math.max(1, intFromEnv('BENCH_BRANCHES', 3)),
    seed: intFromEnv('BENCH_SEED', 1),
    targets: targetsFromEnv(),
    verify: process.env.BENCH_VERIFY !== '0',
  };
  if (config.large < config.small) throw new Error('BENCH_LARGE must be at least BENCH_SMALL');
  return config;
}

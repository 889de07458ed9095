#!/usr/bin/env node
// `npm test`: lint, type check, unit, integration on PGlite and on PostgreSQL, browser tests.
// With CI=true a suite that cannot run fails instead of being skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ci = process.env.CI === 'true';
const out = join('node_modules', '.cache', 'tawi-test');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0 };
const failures = [];
const timings = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (res.status !== 0) failures.push(name);
  return res.status === 0;
}

function unavailable(name, why) {
  if (ci) {
    console.error(`\n=== ${name}: cannot run (${why}); failing because CI=true`);
    failures.push(name);
    totals.failed += 1;
  } else {
    console.warn(`\n=== ${name}: SKIPPED (${why})`);
  }
}

// Vitest's default is one worker on 2 cores; two (PGlite, in-process) and three (PostgreSQL does part of
// the work in its own processes) halve the wall time: 554 s -> 342 s and 291 s -> 165 s on this machine.
// A worker's files share its loaded modules (vitest.config.ts, isolate: false): 488 s -> 215 s and
// 295 s -> 130 s more.
function vitest(name, projects, workers) {
  const file = join(out, `${name}.json`);
  const args = ['vitest', 'run', `--maxWorkers=${workers}`, ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  const ok = run(name, 'npx', args);
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  } else if (!ok) totals.failed += 1;
}

run('lint', 'npx', ['biome', 'check', '.']);
run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
vitest('unit+integration-pglite', ['domain', 'web', 'contracts', 'server-pglite'], 2);

if (process.env.TEST_DATABASE_URL) {
  vitest('integration-postgres', ['server-postgres'], 3);
} else {
  unavailable('integration-postgres', 'TEST_DATABASE_URL is not set');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.env.SKIP_E2E === 'true' && !ci) {
  unavailable('browser', 'SKIP_E2E=true');
} else if (!existsSync(chromium)) {
  unavailable('browser', `no Chromium at ${chromium} (apt-get install -y chromium)`);
} else if (run('build', 'npm', ['run', 'build'])) {
  const tap = join(out, 'e2e.tap');
  // two spec files at a time, the longest first (scripts/browser-tests.mjs): 8 min -> 6 min on 2 cores
  run('browser', 'node', ['--import', 'tsx', 'scripts/browser-tests.mjs', tap]);
  if (existsSync(tap)) {
    const text = readFileSync(tap, 'utf8');
    totals.passed += Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0);
    totals.failed += Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0);
  }
}

console.log(`\ntimes: ${timings.join(', ')}`);
if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);

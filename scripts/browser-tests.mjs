#!/usr/bin/env node
// The browser tests, two spec files at a time (each has its own server, database and browser), the
// longest first: `node --test` sorts its files by name, which started the roles spec (the longest) near
// the end, where it ran alone on one core. Run as `node --import tsx scripts/browser-tests.mjs [tap file]`
// (the spec processes inherit --import tsx). Prints the spec reporter; writes TAP when given a file.
import { createWriteStream, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../e2e/specs', import.meta.url));
// about 220, 165, 140, 100, 90 and 80 s in CI; the rest take 15-75 s each
const LONGEST_FIRST = ['roles', 'demo-books', 'shell', 'table-reports', 'role-screens', 'settings'];

const rank = (file) => {
  const at = LONGEST_FIRST.indexOf(file.replace(/\.spec\.ts$/, ''));
  return at === -1 ? LONGEST_FIRST.length : at;
};
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.spec.ts'))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  .map((f) => join(DIR, f));

const stream = run({ files, concurrency: 2 });
stream.on('test:fail', () => {
  process.exitCode = 1;
});
stream.compose(new spec()).pipe(process.stdout);
const tapFile = process.argv[2];
if (tapFile) stream.compose(tap).pipe(createWriteStream(tapFile));

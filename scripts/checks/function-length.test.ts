import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionSpans, longFunctions } from './function-length';
import { sourceFiles } from './imports';

const root = join(import.meta.dirname, '..', '..');
const MAX_LINES = 60;

/** Tests, fixtures (test data) and test helpers aside. */
const isTestCode = (file: string) => /\.(test|fixture)\.ts$/.test(file) || file.includes('/src/testing/');
const serverFiles = sourceFiles(join(root, 'apps/server/src')).filter((file) => !isTestCode(file));
const shown = ({ file, name, line, lines }: { file: string; name: string; line: number; lines: number }) =>
  `${relative(root, file)}:${line} ${name} (${lines} lines)`;

/**
 * Use cases longer than ~60 lines are split into named steps (issue 16). A route-registration plugin
 * (`export const xRoutes: FastifyPluginAsync = async (app) => { implement(...); ... }`) is exempt by rule:
 * it is a list of one-handler registrations that grows with the module's routes; each handler in it is
 * still measured.
 */
/** Parsing every server file takes about 2 s alone and more on a loaded machine: the default 5 s is too tight. */
const PARSE_ALL_TIMEOUT_MS = 60_000;

describe('the length of server functions', () => {
  it(`has no function longer than ${MAX_LINES} lines in the modules and the platform`, {
    timeout: PARSE_ALL_TIMEOUT_MS,
  }, () => {
    const checked = serverFiles.filter((file) => /\/src\/(modules|platform)\//.test(file));
    expect(checked.length).toBeGreaterThan(200);
    expect(longFunctions(checked, MAX_LINES).map(shown)).toEqual([]);
  });

  it('measures declarations, arrow functions, methods and callbacks, and exempts route plugins', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = [
      `export function declared() {\n${body(3)}\n}`,
      `export const arrow = async (x: number) => {\n${body(61)}\n};`,
      `class Store {\n  method() {\n${body(1)}\n  }\n}`,
      `export const run = () => db.transaction(async (tx) => {\n${body(2)}\n});`,
      `export const xRoutes: FastifyPluginAsync = async (app) => {\n${body(70)}\n  implement(app, e, async () => {\n${body(1)}\n  });\n};`,
    ].join('\n');
    const spans = functionSpans('/x/sample.ts', text).map(({ name, lines }) => `${name} ${lines}`);
    expect(spans).toEqual([
      'declared 5',
      'arrow 63',
      'method 3',
      'run 4',
      '(callback of db.transaction) 4',
      '(callback of implement) 3',
    ]);
    expect(longFunctions([], MAX_LINES)).toEqual([]);
  });
});

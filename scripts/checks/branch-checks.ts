import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';

/** Where branch access is decided (shared/API.md "Branch scope"): the helpers, and implement() that uses them. */
export const BRANCH_SCOPE = 'apps/server/src/platform/branch-scope.ts';
const DECIDERS = [BRANCH_SCOPE, 'apps/server/src/platform/implement.ts'];

/** The raw checks no other file makes: a route's branch is declared in the contract, a record's goes through a helper. */
const RAW_CHECK = /\bbranchIds\.includes\(|\bassertBranchAccess\(/;

/** The checks branch-scope.ts exports (all but `contextOf`, which only reads the request's context). */
export function branchCheckNames(source: string): string[] {
  const names = [...source.matchAll(/export (?:async )?function (\w+)/g)].map((m) => m[1] ?? '');
  return names.filter((name) => name !== 'contextOf');
}

/**
 * Lines that decide branch access outside branch-scope.ts and implement(): a branch check called in a
 * `*.routes.ts` file, or a raw check anywhere. `files` are absolute; answers `path:line: text`.
 */
export function misplacedBranchChecks(root: string, files: readonly string[], checkNames: readonly string[]) {
  const called = new RegExp(`\\b(?:${[...checkNames, 'listedBranchOf'].join('|')})\\(`);
  const found: string[] = [];
  for (const file of files) {
    const path = relative(root, file).split(sep).join('/');
    if (DECIDERS.includes(path)) continue;
    const isRoutes = path.endsWith('.routes.ts');
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (RAW_CHECK.test(text) || (isRoutes && called.test(text)))
          found.push(`${path}:${i + 1}: ${text.trim()}`);
      });
  }
  return found;
}

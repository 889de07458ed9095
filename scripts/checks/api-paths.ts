import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * A hand-written API path in a string or template literal: `'/api/...'`, `"/api/..."`, a template
 * starting with `/api/`, or one joining it to a base (`${url}/api/...`), naming something after it (the
 * bare prefix `'/api/'`, which tells API requests from the web app's, is not a path).
 */
const API_PATH = /['"`}]\/api\/[A-Za-z0-9:${]/g;

/** Literal paths a file may write because the path itself is what its test is about. */
export interface AllowedPaths {
  /** From the repository root. */
  file: string;
  /** How the allowed literals start (after the quote); `'/api/'`: any. */
  paths: readonly string[];
  reason: string;
}

/** The few places where a literal path is the subject of the test; everything else calls the contract's entries. */
export const LITERAL_PATHS_ALLOWED: readonly AllowedPaths[] = [
  {
    file: 'apps/server/src/platform/platform.test.ts',
    paths: ['/api/nothing-here'],
    reason: 'a path no entry states answers the JSON 404',
  },
  {
    file: 'apps/server/src/platform/request-guards.test.ts',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a template in that test
    paths: ['/api/nowhere', '/api/products/%zz', "/api/products/${'a'.repeat(2000)}"],
    reason: 'addresses no entry can build: unknown, badly encoded, too long',
  },
  {
    file: 'apps/server/src/platform/contract.test.ts',
    paths: ['/api/made-up', '/api/customers/made-up'],
    reason: 'a route the contract does not state is refused',
  },
  {
    file: 'apps/server/src/platform/implement.test.ts',
    paths: ['/api/notes'],
    reason: 'a made-up contract stated by the test, and its OpenAPI paths',
  },
  { file: 'scripts/checks/api-paths.ts', paths: ['/api/'], reason: 'this list (any path)' },
  {
    file: 'scripts/checks/api-paths.test.ts',
    paths: ['/api/'],
    reason: 'the lines this check must find (any path)',
  },
];

/**
 * `file:line: text` (file from `root`) for each hand-written API path in the files, but for the literals
 * `allowed` lets that file write.
 */
export function handWrittenApiPaths(
  root: string,
  files: readonly string[],
  allowed: readonly AllowedPaths[] = LITERAL_PATHS_ALLOWED,
): string[] {
  const found: string[] = [];
  for (const path of files) {
    const file = relative(root, path);
    const mayWrite = allowed.filter((a) => a.file === file).flatMap((a) => a.paths);
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\/\*|\*)/.test(line)) return;
      const written = [...line.matchAll(API_PATH)].filter(
        (m) => !mayWrite.some((p) => line.startsWith(p, m.index + 1)),
      );
      if (written.length > 0) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

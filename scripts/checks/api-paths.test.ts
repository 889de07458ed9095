import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handWrittenApiPaths } from './api-paths';
import { sourceFiles } from './imports';

const root = join(import.meta.dirname, '..', '..');

/** Untracked experiments, not code of the project. */
const scratch = join(root, 'bench', 'src', 'scratch') + sep;

/** Every TypeScript file of these folders (from the root), tests and their support included. */
const codeIn = (dirs: readonly string[]) =>
  dirs.flatMap((d) => sourceFiles(join(root, d))).filter((f) => !f.startsWith(scratch));

/** All the code but the contract's, by area. */
const AREAS: Record<string, readonly string[]> = {
  'the web app': ['apps/web/src'],
  'the server': ['apps/server/src'],
  'e2e, the benchmarks and the scripts': ['e2e', 'bench/src', 'scripts'],
};

describe('API paths', () => {
  it.each(Object.entries(AREAS))('are written only in the contract, not in %s (issue 16)', (_, dirs) => {
    const files = codeIn(dirs);
    expect(files.length).toBeGreaterThan(50);
    expect(handWrittenApiPaths(root, files)).toEqual([]);
  });

  it('finds a path in quotes or a template, and lets the bare prefix be', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-paths-'));
    const file = join(dir, 'x.ts');
    writeFileSync(
      file,
      [
        "const a = '/api/invoices';",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the file written holds a template
        'const b = `/api/invoices/${id}`;',
        'const c = "/api/:id";',
        "if (url.startsWith('/api/')) {}",
        'const d = apiPath(invoicesApi.get);',
        ' * a comment on `/api/products/abc`',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the file written holds a template
        'const e = fetch(`${base}/api/health`);',
        "const f = '/api/allowed-here', g = '/api/not-this';",
        "const h = '/api/allowed-here/too';",
      ].join('\n'),
    );
    const allowed = [{ file: 'x.ts', paths: ['/api/allowed-here'], reason: 'the subject of the test' }];
    const lines = handWrittenApiPaths(dir, [file], allowed).map((l) => l.split(':')[1]);
    expect(lines).toEqual(['1', '2', '3', '7', '8']);
  });
});

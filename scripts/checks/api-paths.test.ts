import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handWrittenApiPaths, isTestCode } from './api-paths';
import { sourceFiles } from './imports';

const root = join(import.meta.dirname, '..', '..');

describe('API paths', () => {
  it('are written only in the contract: web and server code call its entries (issue 16)', () => {
    const files = ['apps/web/src', 'apps/server/src', 'apps/server/src/demo']
      .flatMap((r) => sourceFiles(join(root, r)))
      .filter((f) => !isTestCode(f));
    expect(files.length).toBeGreaterThan(300);
    expect(handWrittenApiPaths(files).map((line) => relative(root, line))).toEqual([]);
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
      ].join('\n'),
    );
    expect(handWrittenApiPaths([file]).map((l) => l.slice(file.length + 1, file.length + 2))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(isTestCode('/a/b.test.ts') && isTestCode('/a/testing/x.ts') && isTestCode('/a/s.fixture.ts')).toBe(
      true,
    );
    expect(isTestCode('/a/b.ts')).toBe(false);
  });
});

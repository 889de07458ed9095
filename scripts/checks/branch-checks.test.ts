import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANCH_SCOPE, branchCheckNames, misplacedBranchChecks } from './branch-checks';
import { sourceFiles } from './imports';

const root = join(import.meta.dirname, '..', '..');
const checkNames = branchCheckNames(readFileSync(join(root, BRANCH_SCOPE), 'utf8'));

/**
 * Branch access is decided in one layer (issue 16): a route's own branch is declared in its contract
 * entry and resolved by implement(); a record's branch is checked in the use case through the helpers of
 * platform/branch-scope.ts. No route checks a branch, and no file but those two makes a raw check.
 */
describe('branch checks', () => {
  it('are made only in branch-scope.ts and implement(), and through its helpers in use cases', () => {
    const files = sourceFiles(join(root, 'apps/server/src'));
    expect(files.length).toBeGreaterThan(300);
    expect(checkNames).toEqual(expect.arrayContaining(['assertRecordBranch', 'scopedBranchId']));
    expect(misplacedBranchChecks(root, files, checkNames)).toEqual([]);
  });

  it('finds a check in a routes file and a raw one anywhere', () => {
    const dir = mkdtempSync(join(tmpdir(), 'branch-checks-'));
    mkdirSync(join(dir, 'm'));
    const write = (name: string, lines: string[]) => {
      writeFileSync(join(dir, 'm', name), lines.join('\n'));
      return join(dir, 'm', name);
    };
    const files = [
      write('a.routes.ts', ['const ctx = contextOf(request);', 'assertRecordBranch(ctx, found);']),
      write('b.routes.ts', ['return invoiceOf(app.db, contextOf(request), id);']),
      write('c.ts', ['assertRecordBranch(ctx, found);', 'if (!ctx.branchIds.includes(id)) throw no;']),
      write('d.ts', ['assertBranchAccess(ctx, id);']),
    ];
    expect(misplacedBranchChecks(dir, files, checkNames)).toEqual([
      'm/a.routes.ts:2: assertRecordBranch(ctx, found);',
      'm/c.ts:2: if (!ctx.branchIds.includes(id)) throw no;',
      'm/d.ts:1: assertBranchAccess(ctx, id);',
    ]);
  });
});

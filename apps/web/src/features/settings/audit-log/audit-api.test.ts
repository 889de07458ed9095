import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import { AUDIT_ENTITIES, entityLabel } from './audit-api';

const serverSource = resolve(import.meta.dirname, '../../../../../server/src');

/**
 * Every entity an audit record of the server names: `entity: '...'` in a recordAudit record, or the third
 * argument of auditCreate / auditUpdate / auditDelete (platform/audit.ts).
 */
const AUDITED_ENTITY = /\bentity: '([a-z-]+)'|\baudit(?:Create|Update|Delete)\(\s*\w+,\s*\w+,\s*'([a-z-]+)'/g;

function entitiesTheServerWrites(): string[] {
  const files = readdirSync(serverSource, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const found = files.flatMap((f) =>
    [...readFileSync(join(serverSource, f), 'utf8').matchAll(AUDITED_ENTITY)].map((m) => m[1] ?? m[2] ?? ''),
  );
  return [...new Set(found)].sort();
}

describe('audit log record labels', () => {
  it('names every kind of record the server audits in words', () => {
    const written = entitiesTheServerWrites();
    expect(written.length).toBeGreaterThan(20);
    const unlabelled = written.filter((e) => !(AUDIT_ENTITIES as readonly string[]).includes(e));
    expect(unlabelled).toEqual([]);
    expect(entityLabel('customer-receipt', areaText('settings'))).toBe('Customer receipt');
    expect(entityLabel('invoice-reminder-email', areaText('settings'))).toBe('Payment reminder email');
    expect(entityLabel('something-new', areaText('settings'))).toBe('something-new');
  });
});

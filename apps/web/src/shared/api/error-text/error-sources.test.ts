import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { errorWording } from '../../i18n/en/error-wording';
import { errorWording as swahili } from '../../i18n/sw/error-wording';
import { CODE_WORDINGS } from './code-wordings';

const ROOT = fileURLToPath(new URL('../../../../../../', import.meta.url));
/** Where the API's and the contracts' sentences and codes are written. */
const SOURCES = ['packages/contracts/src', 'packages/domain/src', 'apps/server/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const corpus = SOURCES.flatMap((dir) =>
  sourceFiles(join(ROOT, dir)).map((file) => readFileSync(file, 'utf8')),
).join('\n');

/** Codes the web client makes itself (api-client.ts). */
const CLIENT_CODES = ['network-request-failed', 'request-timeout'];

describe('the error wording follows the API', () => {
  it('words sentences the API or the contract schemas write (each {{figure}} standing for any text)', () => {
    for (const [key, english] of Object.entries(errorWording.messages)) {
      for (const part of english.split(/\{\{\w+\}\}/).filter(Boolean)) {
        expect(corpus.includes(part), `${key}: "${part}"`).toBe(true);
      }
    }
  });

  it('words codes the API sends', () => {
    for (const code of Object.keys(CODE_WORDINGS)) {
      const known =
        (ERROR_CODES as readonly string[]).includes(code) ||
        CLIENT_CODES.includes(code) ||
        corpus.includes(`'${code}'`);
      expect(known, code).toBe(true);
    }
  });
});

describe('the Swahili error wording', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

  it('has every sentence of the English, each with text and the same figures', () => {
    for (const part of ['codes', 'messages'] as const) {
      const english: Record<string, string> = errorWording[part];
      const words: Record<string, string> = swahili[part];
      expect(Object.keys(words).sort(), part).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(words[key]?.trim(), key).not.toBe('');
        expect(placeholders(words[key] ?? ''), key).toEqual(placeholders(text));
      }
    }
  });
});

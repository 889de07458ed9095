import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ledgerApi, urlOf } from '@tawi/contracts';
import { createTestDatabase } from '@tawi/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signupCompany } from '../testing/test-app';

/** A built web app as vite leaves it: index.html and a hashed bundle, each with .br and .gz beside it. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tawi-web-'));
  mkdirSync(join(dir, 'assets'));
  const files = {
    'index.html': '<!doctype html><title>Tawi</title><script src="/assets/index-abc123.js"></script>',
    'assets/index-abc123.js': `console.log(${JSON.stringify('x'.repeat(5000))});`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  return dir;
}

let app: FastifyInstance;
let close: () => Promise<void>;
let webDir: string;

beforeAll(async () => {
  webDir = fakeBuild();
  const database = await createTestDatabase();
  app = await buildApp({ database, webDir });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
    rmSync(webDir, { recursive: true, force: true });
  };
});
afterAll(() => close());

describe('the web app and the API as sent', () => {
  it('sends hashed assets pre-compressed and cached for a year, index.html revalidated', async () => {
    const asset = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toContain('xxxxx');
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('xxxxx');
    const page = await app.inject({ url: '/dashboard/invoices', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    const html =
      page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.rawPayload) : page.rawPayload;
    expect(html.toString()).toContain('<title>Tawi</title>');
  });

  it('compresses API answers as the client accepts', async () => {
    const owner = await signupCompany(app);
    const headers = { authorization: `Bearer ${owner.token}` };
    const url = urlOf(ledgerApi.listAccounts, { query: { limit: 250 } });
    const plain = await app.inject({ url, headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await app.inject({
      url,
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

import { fileDownload, fileUpload, idParams, noContent, type RouteEntry, route } from '@tawi/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiClient } from '../testing/api-client';
import { fileAnswer, implement, pdfAnswer } from './implement';
import { registerOpenApi } from './openapi';

// Entries made up for this test: implement() alone, without the app's contract check and auth hook.
const note = z.object({ id: z.string(), text: z.string() });
const tags = ['test'];
const base = { auth: { session: true }, resource: 'platform', tags } as const;
const entries = {
  create: route({
    ...base,
    method: 'POST',
    path: '/api/notes/:id',
    params: idParams,
    query: z.object({ shout: z.enum(['yes', 'no']).optional() }),
    body: z.strictObject({ text: z.string().min(1) }),
    response: note,
    status: 201,
    touches: ['platform'],
  }),
  remove: route({
    ...base,
    method: 'DELETE',
    path: '/api/notes/:id',
    params: idParams,
    response: noContent,
    touches: ['platform'],
  }),
  pdf: route({ ...base, method: 'GET', path: '/api/notes.pdf', response: fileDownload('application/pdf') }),
  report: route({
    ...base,
    method: 'GET',
    path: '/api/notes/report',
    query: z.object({ format: z.enum(['json', 'csv']).optional() }),
    response: z.object({ rows: z.array(z.number()) }),
    files: ['text/csv'],
  }),
  upload: route({
    ...base,
    method: 'PUT',
    path: '/api/notes/logo',
    upload: fileUpload(16, 'image/png'),
    response: z.object({ bytes: z.number() }),
    touches: ['platform'],
  }),
};

let app: FastifyInstance;
const id = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app, 'test');
  implement(app, entries.create, (request) => ({
    id: request.params.id,
    text: request.query.shout === 'yes' ? request.body.text.toUpperCase() : request.body.text,
  }));
  implement(app, entries.remove, () => undefined);
  implement(app, entries.pdf, () => pdfAnswer(Buffer.from('%PDF-1.7'), 'notes.pdf'));
  implement(app, entries.report, (request) =>
    request.query.format === 'csv' ? fileAnswer('n\n1\n', 'text/csv', 'report.csv') : { rows: [1] },
  );
  implement(app, entries.upload, (request) => ({ bytes: request.body.length }));
  await app.ready();
});
afterAll(() => app.close());

describe('implement', () => {
  const api = () => apiClient(app);

  it('validates params, query and body by the entry and answers its success status', async () => {
    const created = await api().call(entries.create, {
      params: { id },
      query: { shout: 'yes' },
      body: { text: 'karibu' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id, text: 'KARIBU' });
    expect((await api().call(entries.create, { params: { id: 'x' }, body: { text: 'a' } })).status).toBe(400);
    expect((await api().call(entries.create, { params: { id }, body: { text: '' } })).status).toBe(400);
    const removed = await api().call(entries.remove, { params: { id } });
    expect([removed.status, removed.text]).toEqual([204, '']);
  });

  it('sends a file answer as a download, also for a JSON entry asked for a file format', async () => {
    const pdf = await api().call(entries.pdf);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="notes.pdf"');
    expect(pdf.body.toString()).toBe('%PDF-1.7');
    expect((await api().ok(entries.report)).rows).toEqual([1]);
    const csv = await api().call(entries.report, { query: { format: 'csv' } });
    expect([csv.headers['content-type'], csv.text]).toEqual(['text/csv', 'n\n1\n']);
  });

  it('takes an upload as raw bytes of its types, within its size', async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    expect(await api().ok(entries.upload, { body: png })).toEqual({ bytes: 4 });
    const big = new Blob([new Uint8Array(2000)], { type: 'image/png' });
    expect((await api().call(entries.upload, { body: big })).status).toBe(413);
    const text = new Blob(['hello'], { type: 'text/plain' });
    expect((await api().call(entries.upload, { body: text })).status).toBe(415);
  });

  it('describes each entry in OpenAPI: tags, success status, the file formats, the upload', () => {
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, { tags: string[]; description?: string; responses: object }>>;
    };
    // the entry's operation, under its path in OpenAPI's syntax (`:id` as `{id}`)
    const op = (entry: RouteEntry) =>
      doc.paths[entry.path.replace(/:(\w+)/g, '{$1}')]?.[entry.method.toLowerCase()];
    expect(op(entries.create)?.tags).toEqual(tags);
    expect(Object.keys(op(entries.create)?.responses ?? {})).toEqual(['201']);
    expect(Object.keys(op(entries.remove)?.responses ?? {})).toEqual(['204']);
    expect(JSON.stringify(op(entries.report)?.responses)).toContain('text/csv');
    expect(op(entries.upload)?.description).toBe('Raw image/png bytes, at most 16 bytes');
  });
});

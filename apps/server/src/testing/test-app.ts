import { authApi, rolesApi, usersApi } from '@tawi/contracts';
import { companies, type DatabaseHandle } from '@tawi/db';
import { createTestDatabase } from '@tawi/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import { apiClient } from './api-client';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The real app over HTTP injection on a fresh migrated database (PGlite, or PostgreSQL with TEST_DB=postgres);
 * `options` go to buildApp (a secret key, ...).
 */
export async function createTestApp(options: Omit<AppOptions, 'database'> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ ...options, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Registers beforeAll/afterAll for a test file; the returned object is filled before the first test. */
export function useTestApp(options: Omit<AppOptions, 'database'> = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(options));
  });
  afterAll(() => holder.close());
  return holder;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** The client address the server sees (login limits count per address). */
  remoteAddress?: string;
}

/** A response body as tests read it: loosely, with every value checked by an expect(). */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely; assertions check the values.
export type LooseBody = any;

/** One HTTP call through the app; returns status, headers and the parsed JSON body. */
export async function call<T = LooseBody>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
) {
  const res = await app.inject({
    method,
    url,
    ...(options.query && { query: options.query }),
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.body !== undefined && { payload: options.body as InjectOptions['payload'] }),
  });
  const text = res.body;
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, headers: res.headers, body: json as T, text, cookies: res.cookies };
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.co.ke`;

/** Tests' companies charge VAT on every business date the API accepts (2000-01-01 on). */
export const TEST_VAT_REGISTERED_FROM = '2000-01-01';

/**
 * Signs a company up through the API. A new sign-up is not VAT-registered (the product's default);
 * most tests expect VAT on their documents, so the company is made VAT-registered from
 * TEST_VAT_REGISTERED_FROM unless `vatRegistered: false` (straight in the database: no audit entry).
 */
export async function signupCompany(
  app: FastifyInstance,
  overrides: Partial<Record<string, string>> = {},
  { vatRegistered = true }: { vatRegistered?: boolean } = {},
) {
  const body = {
    companyName: 'Acme Traders Ltd',
    branchName: 'Nairobi',
    fullName: 'Jane Wanjiru',
    email: uniqueEmail('owner'),
    password: 'secret123',
    ...overrides,
  };
  const signedUp = await apiClient(app).ok(authApi.signup, { body });
  if (vatRegistered) {
    await app.db
      .update(companies)
      .set({ vatRegistered: true, vatRegisteredFrom: TEST_VAT_REGISTERED_FROM })
      .where(eq(companies.id, signedUp.company.id));
  }
  return { ...signedUp, token: signedUp.accessToken, password: body.password, email: body.email };
}

export async function loginAs(app: FastifyInstance, email: string, password: string) {
  const { accessToken } = await apiClient(app).ok(authApi.login, { body: { email, password } });
  return accessToken;
}

/**
 * Creates a user with a built-in role (by key) in the owner's company, assigned to `branchIds`
 * (default: the owner's home branch), and logs them in. Returns the user record and a token.
 */
export async function staffWithRole(
  app: FastifyInstance,
  owner: { token: string; user: { branchId: string } },
  roleKey: string,
  branchIds: string[] = [owner.user.branchId],
) {
  const api = apiClient(app, owner.token);
  const roles = (await api.ok(rolesApi.list)).items;
  const role = roles.find((r) => r.key === roleKey);
  if (!role) throw new Error(`no built-in role ${roleKey}`);
  const email = uniqueEmail(roleKey);
  const user = await api.ok(usersApi.create, {
    body: {
      fullName: `Staff ${roleKey}`,
      email,
      password: 'secret123',
      roleId: role.id,
      branchIds,
      branchId: branchIds[0] ?? owner.user.branchId,
    },
  });
  return { user, token: await loginAs(app, email, 'secret123') };
}

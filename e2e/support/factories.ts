let n = 0;

export interface Owner {
  email: string;
  password: string;
  companyName: string;
  branchName: string;
  fullName: string;
  token: string;
}

/** Signs up a fresh company through the API (a factory: every test makes its own data). */
export async function createCompany(
  baseUrl: string,
  over: Partial<Omit<Owner, 'token'>> = {},
): Promise<Owner> {
  n += 1;
  const body = {
    companyName: `Test Traders ${n} Ltd`,
    branchName: 'Nairobi',
    fullName: 'Jane Wanjiru',
    email: `owner.${Date.now().toString(36)}.${n}@example.co.ke`,
    password: 'secret123',
    ...over,
  };
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const json = (await res.json()) as { accessToken: string };
  return { ...body, token: json.accessToken };
}

/** Calls the API with the owner's bearer token. */
export async function api<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

import { z } from 'zod';
import { branch } from './branches';
import { issueAt, optionalBusinessDate } from './common';
import { company, kraPin } from './company';
import { language } from './preferences';

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
/** Length and character rules are the company's password policy, checked on the server (400 weak-password). */
const password = z.string().min(1).max(1024);

/**
 * Sign-up, the owner's onboarding: the business, its first branch, the owner, and whether the business
 * is VAT-registered (then from when, and its KRA PIN). Not said: not registered (no VAT charged) until
 * the owner says otherwise, here or in the business profile.
 */
export const signupRequest = z
  .strictObject({
    companyName: z.string().trim().min(1).max(120),
    branchName: z.string().trim().min(1).max(120),
    fullName: z.string().trim().min(1).max(120),
    email,
    password,
    vatRegistered: z.boolean().optional(),
    kraPin: z.preprocess((v) => (v === '' || v === null ? undefined : v), kraPin.optional()),
    vatRegisteredFrom: optionalBusinessDate,
  })
  .superRefine((s, ctx) => {
    if (!s.vatRegistered) return;
    if (!s.kraPin) issueAt(ctx, ['kraPin'], 'A VAT-registered business has a KRA PIN');
    if (!s.vatRegisteredFrom)
      issueAt(ctx, ['vatRegisteredFrom'], 'The date the VAT registration takes effect');
  });
export type SignupRequest = z.infer<typeof signupRequest>;

export const loginRequest = z.strictObject({ email, password });
export type LoginRequest = z.infer<typeof loginRequest>;

/** The session user (SPEC point 3): `branchId` is the home branch, `businessName` the company's name. */
export const sessionUser = z.object({
  uid: z.string(),
  companyId: z.string(),
  branchId: z.string(),
  businessName: z.string(),
  userRole: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** The interface language the user chose (PATCH /api/auth/me/preferences). */
  language,
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({ accessToken: z.string(), user: sessionUser });
export type LoginResponse = z.infer<typeof loginResponse>;

export const signupResponse = loginResponse.extend({ company });
export type SignupResponse = z.infer<typeof signupResponse>;

export const meResponse = z.object({
  user: sessionUser,
  company,
  branches: z.array(branch),
  permissions: z.array(z.string()),
});
export type MeResponse = z.infer<typeof meResponse>;

export { email as emailField, password as passwordField };

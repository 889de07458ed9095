import { isKraPin, normalizeKenyanPhone } from '@tawi/domain';
import { z } from 'zod';
import { businessDate, orNull } from './common';
import { recordStamps } from './documents';
import { language } from './preferences';

export const kraPin = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isKraPin, 'KRA PIN must look like P051234567X (A or P, 9 digits, a letter)');

export const kenyanPhone = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const phone = normalizeKenyanPhone(v);
    if (!phone) {
      ctx.addIssue({
        code: 'custom',
        message: 'Phone must be a Kenyan number: +254 and 9 digits starting 7 or 1',
      });
      return z.NEVER;
    }
    return phone;
  });

export const passwordPolicy = z.strictObject({
  minLength: z.number().int().min(6).max(128),
  maxLength: z.number().int().min(6).max(256).nullable(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
});

/** An M-Pesa business short code (paybill or till): 5 to 7 digits. */
const shortCode = (what: string) => z.string().regex(/^\d{5,7}$/, `${what} is 5 to 7 digits`);

/** An optional instruction, trimmed: blank (also only spaces), null or missing is null. */
const instruction = (check: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(check.nullable());
const instructionText = (max: number) => instruction(z.string().max(max));

/**
 * How customers pay, printed on customer documents: a bank account and/or M-Pesa (paybill with its
 * account number, or a till). Blank fields are null; an object with every field blank is null.
 */
export const paymentInstructionsInput = z
  .strictObject({
    bankName: instructionText(80),
    bankBranch: instructionText(80),
    accountName: instructionText(120),
    accountNumber: instruction(
      z.string().regex(/^[0-9A-Za-z -]{6,20}$/, 'Account number is 6 to 20 letters, digits or dashes'),
    ),
    mpesaPaybill: instruction(shortCode('Paybill')),
    mpesaAccountNumber: instructionText(40),
    mpesaTill: instruction(shortCode('Till number')),
    note: instructionText(300),
  })
  .transform((p) => (Object.values(p).every((v) => v === null) ? null : p));

export const paymentInstructions = z.object({
  bankName: z.string().nullable(),
  bankBranch: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  mpesaPaybill: z.string().nullable(),
  mpesaAccountNumber: z.string().nullable(),
  mpesaTill: z.string().nullable(),
  note: z.string().nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructions>;

export const company = z.object({
  id: z.string(),
  name: z.string(),
  kraPin: z.string().nullable(),
  /** Charges VAT on documents dated from `vatRegisteredFrom` on (off: no VAT on sales, VAT on bills is cost). */
  vatRegistered: z.boolean(),
  /** The date the VAT registration takes effect (null when not registered). */
  vatRegisteredFrom: z.string().nullable(),
  /** New products' selling prices include VAT (shelf prices, the usual for a retailer). */
  sellingPriceIncludesTax: z.boolean(),
  vatNumber: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  hasLogo: z.boolean(),
  financialYearStartMonth: z.number().int(),
  currency: z.literal('KES'),
  timeZone: z.string(),
  /** No posting on or before this date. */
  lockDate: z.string().nullable(),
  passwordPolicy,
  /** Bank and M-Pesa details printed on invoices, estimates, statements, credit notes and receipts. */
  paymentInstructions: paymentInstructions.nullable(),
  /** Invoices may take stock below zero (off: 422 insufficient-stock). */
  allowNegativeStock: z.boolean(),
  /** Appointed by KRA to withhold VAT (2% of the taxable value) from what it pays suppliers. */
  withholdingVatAgent: z.boolean(),
  /** The language documents print in (the invoice PDF's labels). */
  language,
  ...recordStamps,
});
export type Company = z.infer<typeof company>;

export const companyUpdate = z
  .strictObject({
    name: z.string().trim().min(1).max(120),
    kraPin: orNull(kraPin),
    /** Registering needs a KRA PIN (here or already saved) and `vatRegisteredFrom`: else 400 naming them. */
    vatRegistered: z.boolean(),
    vatRegisteredFrom: orNull(businessDate),
    sellingPriceIncludesTax: z.boolean(),
    vatNumber: orNull(z.string().trim().max(40)),
    address: orNull(z.string().trim().max(300)),
    phone: orNull(kenyanPhone),
    email: orNull(z.string().trim().toLowerCase().pipe(z.email())),
    financialYearStartMonth: z.number().int().min(1).max(12),
    passwordPolicy: passwordPolicy.refine((p) => p.maxLength === null || p.maxLength >= p.minLength, {
      message: 'Maximum length must not be below the minimum',
      path: ['maxLength'],
    }),
    paymentInstructions: paymentInstructionsInput.nullable(),
    allowNegativeStock: z.boolean(),
    withholdingVatAgent: z.boolean(),
    language,
  })
  .partial();
export type CompanyUpdate = z.infer<typeof companyUpdate>;

export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

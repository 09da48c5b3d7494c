/**
 * The buyer's billing details (place of supply, issue 35): the name on the invoice, the state or
 * union territory (a name of the GST state code list, or 'Outside India') and the PIN code. The
 * rules are shared by checkout's contract and the cart's form.
 *
 * Imports gst.ts: only the server and lazy pages (the cart) import this module, never anything the
 * home page loads (decision 007).
 */
import { z } from 'zod';
import { stateByName } from './gst';
import { OUTSIDE_INDIA, taxTexts } from './tax-texts';

export { OUTSIDE_INDIA };

export const BILLING_NAME_MAX_LENGTH = 100;
/** An Indian PIN code: six digits, the first 1-9. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export interface BillingDetails {
  name: string;
  /** A GST state's name, or OUTSIDE_INDIA. */
  state: string;
  /** Six digits; '' outside India. */
  pin: string;
}

export function isBillingState(state: string): boolean {
  return state === OUTSIDE_INDIA || stateByName(state) !== undefined;
}

export const billingNameSchema = z
  .string({ error: taxTexts.billingNameRequired })
  .trim()
  .min(1, taxTexts.billingNameRequired)
  .max(BILLING_NAME_MAX_LENGTH, taxTexts.billingNameTooLong(BILLING_NAME_MAX_LENGTH));

export const billingStateSchema = z
  .string({ error: taxTexts.unknownState })
  .trim()
  .refine(isBillingState, taxTexts.unknownState);

export const pinCodeSchema = z.string({ error: taxTexts.pinCodeRule }).trim();

/** The PIN's problem for this state, if any (required in India, empty outside). */
export function pinCodeProblem(state: string, pin: string): string | undefined {
  if (state === OUTSIDE_INDIA) return pin === '' ? undefined : taxTexts.pinCodeOutsideIndia;
  return PIN_CODE_PATTERN.test(pin) ? undefined : taxTexts.pinCodeRule;
}

/** The cart's form: all three fields as typed. */
export const billingFormSchema = z
  .object({ BillingName: billingNameSchema, State: billingStateSchema, PinCode: pinCodeSchema })
  .superRefine((value, ctx) => {
    const problem = pinCodeProblem(value.State, value.PinCode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['PinCode'], message: problem });
  });
export type BillingForm = z.input<typeof billingFormSchema>;

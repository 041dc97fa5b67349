import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN_INTAKE } from './constants.ts';

/*
 * What a new account is made with, shared by sign-up, the intake, coach registration and the
 * profile. A module of its own: the web's first chunk holds auth.ts (its route table), and a schema
 * other pages use from there would be built, and load zod, with the sign-in page.
 */

/** The names a new account is made with (sign-up, intake, coach registration): trimmed, not blank. */
export const ZFirstName = z.string().trim().min(1, 'First name is required').max(NAME_MAX);
export type TFirstName = z.infer<typeof ZFirstName>;
export const ZLastName = z.string().trim().min(1, 'Last name is required').max(NAME_MAX);
export type TLastName = z.infer<typeof ZLastName>;
/** The password a new account is made with (docs/accounts-and-sign-in.md#passwords). */
export const ZSignUpPassword = z
  .string()
  .min(PASSWORD_MIN_INTAKE, `Password must be at least ${PASSWORD_MIN_INTAKE} characters`)
  .max(PASSWORD_MAX);
export type TSignUpPassword = z.infer<typeof ZSignUpPassword>;

import { z } from "zod";

// The staff forms' schemas (sign in, sign up, forgot password, new password).
const email = z
  .string({ error: "Please enter your e-mail address." })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Please enter a valid e-mail address." }).max(254));
const newPassword = z
  .string({ error: "Please choose a password." })
  .min(8, { error: "Use at least 8 characters." })
  .max(128, { error: "Use at most 128 characters." });

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "Please enter your password." })
    .min(1, { error: "Please enter your password." })
    .max(128),
});
export const signUpSchema = z.object({ email, password: newPassword });
export const forgotSchema = z.object({ email });
export const resetSchema = z.object({ token: z.string().min(1).max(500), password: newPassword });
/** The setup page's form: the first admin's e-mail and password, typed twice. */
export const firstAdminSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword: z.string({ error: "Please type the password again." }).max(128),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: "The passwords do not match. Type the same password twice.",
  });

// Two-factor sign-in: the code step of signing in, and the security page's forms.
const password = z
  .string({ error: "Please enter your password." })
  .min(1, { error: "Please enter your password." })
  .max(128);
/** Six digits; spaces a person types between them ("123 456") are dropped. */
const appCode = z
  .string({ error: "Please enter the 6-digit code from your app." })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: "Enter the 6 digits your app shows, e.g. 123456." }));
/** A recovery code as shown, "abcde-12345": spaces dropped, and the dash added when left out. */
const recoveryCode = z
  .string({ error: "Please enter a recovery code." })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z.string().regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, {
      error: "Enter a recovery code as shown, e.g. abcde-12345.",
    }),
  )
  .transform((value) => (value.includes("-") ? value : `${value.slice(0, 5)}-${value.slice(5)}`));
/** The setup's otpauth:// address, sent back by the confirm form to show its QR code again. */
const setupUri = z
  .string()
  .max(600)
  .regex(/^otpauth:\/\/totp\/[^\s]+\?[^\s]*secret=[A-Z2-7]+/, {
    error: "Start again: turn it on once more.",
  });

export const signInCodeSchema = z.object({ code: appCode });
export const recoveryCodeSchema = z.object({ code: recoveryCode });
export const passwordOnlySchema = z.object({ password });
export const confirmTwoFactorSchema = z.object({ code: appCode, setupUri });

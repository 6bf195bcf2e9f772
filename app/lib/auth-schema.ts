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

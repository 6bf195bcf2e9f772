import { z } from "zod";

/** What an admin may do to an account on the staff page: set its desk role, or take access away. */
export const staffIntents = ["make-staff", "make-admin", "revoke"] as const;
export type StaffIntent = (typeof staffIntents)[number];

/** The one schema for the staff page's forms: what to do, and to which account. */
export const staffAccessChangeSchema = z.object({
  intent: z.enum(staffIntents),
  id: z.string().trim().min(1).max(200),
});

import { z } from "zod";

// What a desk member chooses to receive by e-mail: an alert for each new lead they may work, and
// the morning digest. Each is on or off for the member alone.

export const alertSettings = ["leadAlerts", "morningDigest"] as const;
export type AlertSetting = (typeof alertSettings)[number];
export type AlertChoices = Record<AlertSetting, boolean>;
export type AlertChange = Partial<AlertChoices>;

/** The Alerts page's form: one setting turned on or off. */
export const alertFormSchema = z
  .object({ setting: z.enum(alertSettings), value: z.enum(["on", "off"]) })
  .transform(({ setting, value }): AlertChange => ({ [setting]: value === "on" }));

/** PATCH /api/alerts: either setting or both, as booleans, and nothing else. */
export const alertChangeSchema = z
  .strictObject({
    leadAlerts: z.boolean({ error: "must be true or false" }).optional(),
    morningDigest: z.boolean({ error: "must be true or false" }).optional(),
  })
  .refine((change) => change.leadAlerts !== undefined || change.morningDigest !== undefined, {
    error: "Send leadAlerts or morningDigest (true or false).",
  });

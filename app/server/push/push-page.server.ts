import type { Kysely } from "kysely";
import { z } from "zod";
import { adminCopy } from "~/lib/admin-copy";
import type { Toast } from "~/lib/toast";
import type { Database } from "../db/schema.server";
import { devicesOf, deviceView, removeDevice } from "./push-subscriptions.server";

const copy = adminCopy.push;

/** The Alerts page's form that removes one of the member's devices. */
const removeSchema = z.object({ intent: z.literal("remove-device"), device: z.string().min(1).max(100) });

/** Whether a form posted to the Alerts page is the one that removes a device. */
export const removesDevice = (form: FormData) => form.get("intent") === "remove-device";

/** Removes the device if it is the member's own, and says what happened. */
export async function removeDeviceForm(
  db: Kysely<Database>,
  memberId: string,
  form: FormData,
): Promise<{ status: number; toast: Toast }> {
  const parsed = removeSchema.safeParse({ intent: form.get("intent"), device: form.get("device") });
  if (!parsed.success)
    return { status: 400, toast: { title: copy.notices.error, text: copy.notices.notFound, tone: "error" } };
  const removed = await removeDevice(db, memberId, { id: parsed.data.device });
  return removed
    ? {
        status: 200,
        toast: { title: adminCopy.alerts.notices.saved, text: copy.notices.removed, tone: "success" },
      }
    : { status: 404, toast: { title: copy.notices.error, text: copy.notices.notFound, tone: "error" } };
}

/** What the Alerts page shows of push: the key browsers subscribe with, and the member's devices. */
export async function pushPageData(db: Kysely<Database>, memberId: string, publicKey: string) {
  return { publicKey, devices: (await devicesOf(db, memberId)).map(deviceView) };
}

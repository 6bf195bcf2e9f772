import { z } from "zod";

// The shape of the Cloud API's webhook POST ("whatsapp_business_account" object, "messages" field),
// as Meta documents it. Only what the desk uses is read; anything else is let through untouched, so
// a field Meta adds tomorrow breaks nothing.

const referral = z.looseObject({
  source_url: z.string().optional(),
  source_id: z.string().optional(),
  source_type: z.string().optional(),
  headline: z.string().optional(),
  body: z.string().optional(),
  ctwa_clid: z.string().optional(),
});

const message = z.looseObject({
  from: z.string().regex(/^\d{6,20}$/),
  id: z.string().min(1).max(300),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(40),
  text: z.looseObject({ body: z.string() }).optional(),
  image: z
    .looseObject({ id: z.string(), mime_type: z.string().optional(), caption: z.string().optional() })
    .optional(),
  audio: z.looseObject({ voice: z.boolean().optional() }).optional(),
  location: z
    .looseObject({
      latitude: z.number(),
      longitude: z.number(),
      name: z.string().optional(),
      address: z.string().optional(),
    })
    .optional(),
  contacts: z
    .array(
      z.looseObject({
        name: z.looseObject({ formatted_name: z.string().optional() }).optional(),
        phones: z
          .array(z.looseObject({ phone: z.string().optional(), wa_id: z.string().optional() }))
          .optional(),
      }),
    )
    .optional(),
  button: z.looseObject({ text: z.string().optional() }).optional(),
  referral: referral.optional(),
});

const status = z.looseObject({
  id: z.string().min(1).max(300),
  status: z.string(),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().optional(),
  errors: z
    .array(
      z.looseObject({
        code: z.number(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.looseObject({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const value = z.looseObject({
  messaging_product: z.string().optional(),
  metadata: z.looseObject({ phone_number_id: z.string().optional() }).optional(),
  contacts: z
    .array(z.looseObject({ wa_id: z.string(), profile: z.looseObject({ name: z.string() }).optional() }))
    .optional(),
  messages: z.array(message).optional(),
  statuses: z.array(status).optional(),
});

/** The one schema of a webhook POST's body. */
export const webhookSchema = z.looseObject({
  object: z.string(),
  entry: z.array(
    z.looseObject({
      id: z.string().optional(),
      changes: z.array(z.looseObject({ field: z.string(), value: value })),
    }),
  ),
});

export type InboundMessage = z.output<typeof message> & { profileName: string | null };
export type StatusUpdate = z.output<typeof status>;
export type AdReferral = z.output<typeof referral>;

/**
 * The messages and status updates of one delivery, each message with the profile name WhatsApp
 * gives its sender. Only the business's own number's changes are read: one app may serve several.
 */
export function readDelivery(
  body: unknown,
  phoneNumberId: string,
): { messages: InboundMessage[]; statuses: StatusUpdate[] } | undefined {
  const parsed = webhookSchema.safeParse(body);
  if (!parsed.success || parsed.data.object !== "whatsapp_business_account") return undefined;
  const messages: InboundMessage[] = [];
  const statuses: StatusUpdate[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== "messages") continue;
      const { value } = change;
      const own = value.metadata?.phone_number_id;
      if (own !== undefined && own !== phoneNumberId) continue;
      const names = new Map(value.contacts?.map((contact) => [contact.wa_id, contact.profile?.name ?? null]));
      for (const item of value.messages ?? [])
        messages.push({ ...item, profileName: names.get(item.from) ?? null });
      statuses.push(...(value.statuses ?? []));
    }
  }
  return { messages, statuses };
}

import { z } from "zod";

/**
 * What a push notification says: a title, a line of text, the page it opens (a desk path, made
 * absolute from PUBLIC_URL when sent) and a tag, so a second notification about the same thing
 * replaces the first on the phone. New leads, approved quotes and, later, customers' WhatsApp
 * messages all send this one shape.
 */
export const pushMessageSchema = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(400),
  url: z.string().min(1).max(500),
  tag: z.string().min(1).max(100),
});

export type PushMessage = z.infer<typeof pushMessageSchema>;

/** Cuts a text to `max` characters, with an ellipsis when it was longer. */
export function shortened(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

import type { Db } from "../../app/server/db/connect.server";
import type { LeadStatus } from "../../app/lib/lead-status";

// Two people for the erasure and retention tests: Asha (one new lead, one closed in 2024) and Ravi
// (closed in 2024, converted in 2024, closed last month); each lead with a note on its timeline and
// a new-lead alert queued about it.

export const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
export const now = new Date("2026-11-24T06:00:00.000Z");
export const asha = "+919845000001";
export const ravi = "+919845000002";

type Seed = { phone: string; status: LeadStatus; created_at: string };
const seeds: Seed[] = [
  { phone: asha, status: "new", created_at: "2026-11-20T04:30:00.000Z" },
  { phone: asha, status: "closed", created_at: "2024-01-10T04:30:00.000Z" },
  { phone: ravi, status: "closed", created_at: "2024-03-01T04:30:00.000Z" },
  { phone: ravi, status: "converted", created_at: "2024-02-01T04:30:00.000Z" },
  { phone: ravi, status: "closed", created_at: "2026-10-01T04:30:00.000Z" },
];

export async function seedPeople(db: Db): Promise<void> {
  await db
    .insertInto("leads")
    .values(
      seeds.map((seed, i) => ({
        id: leadId(i + 1),
        name: `Customer ${i + 1}`,
        email: `customer${i + 1}@example.in`,
        service: "Wardrobe Installation",
        message: "Call me after six",
        referrer: "https://www.google.com/",
        utm_source: "google",
        utm_campaign: "diwali",
        lost_reason: seed.status === "closed" ? "Called back by Customer" : null,
        updated_at: seed.created_at,
        ...seed,
      })),
    )
    .execute();
  await db
    .insertInto("lead_activities")
    .values(
      seeds.map((seed, i) => ({
        id: leadId(100 + i),
        lead_id: leadId(i + 1),
        kind: "note" as const,
        text: "Spoke to Customer at home",
        actor_id: null,
        actor_email: "owner@example.in",
        created_at: seed.created_at,
      })),
    )
    .execute();
  await db
    .insertInto("mail_queue")
    .values(
      seeds.map((seed, i) => ({
        id: leadId(200 + i),
        kind: "lead" as const,
        recipient: "owner@example.in",
        lead_id: leadId(i + 1),
        created_at: seed.created_at,
        send_after: seed.created_at,
      })),
    )
    .execute();
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadsTable as LeadsTableComponent } from "~/components/admin/leads-table";
import { formatPhone } from "~/lib/phone";
import { toPageSite } from "~/lib/site";
import { carpentry } from "~/profiles/carpentry";
// Types only: the modules themselves are imported after the environment above is set.
import type { closeRuntime as CloseRuntime, getRuntime as GetRuntime } from "../runtime.server";
import type { leadFormAction as LeadFormAction } from "./lead-form-action.server";
import type { answerLeadPost as AnswerLeadPost } from "./lead-api.server";

// Property-based: thousands of generated submissions (unicode, control characters, very long
// strings, wrong types, missing and extra fields, SQL and HTML injection, Indian numbers in every
// form) to POST /api/leads and to the form action. Never a 5xx, never an invalid row, every
// refusal a 400 naming fields, and every stored value rendered escaped in the dashboard.

const dir = mkdtempSync(join(tmpdir(), "hostile-"));
Object.assign(process.env, {
  DATABASE_URL: join(dir, "app.db"),
  DATA_DIR: dir,
  LEAD_RATE_LIMIT: "100000000/1m",
  SITE_PROFILE: "carpentry",
});

const fields = ["name", "phone", "email", "service", "message", "area"];
const injections = [
  "'; DROP TABLE leads; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}",
  "${process.exit()}",
  '=HYPERLINK("http://x")',
  "\u202Egnp.exe",
  "\u0000\u0007\u001b[31m",
];
const phones = [
  "+91 98765 43210",
  "919876543210",
  "09876543210",
  "98765-43210",
  "(0) 98765 43210",
  "0091 98765 43210",
  "080 4000 1234",
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ maxLength: 3000 }),
  fc.constantFrom(...injections, ...phones, "Wardrobe Installation", "Modular Kitchen Fitting", ""),
);
const value = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.array(text, { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), text, { maxKeys: 2 }),
    ),
  },
);
const anything = fc.record(
  Object.fromEntries(
    [...fields, "utm_source", "referrer", "status", "id", "created_at"].map((f) => [f, value]),
  ),
  { requiredKeys: [] },
);
// Submissions a person could send, with hostile text in every free field.
const plausible = fc.record(
  {
    name: fc.oneof(
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 110 }),
      fc.constantFrom(...injections),
    ),
    phone: fc
      .tuple(
        fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }),
        fc.constantFrom("", "+91 ", "91", "0", "0091 "),
      )
      .map(([n, prefix]) => `${prefix}${String(n).slice(0, 5)} ${String(n).slice(5)}`),
    service: fc.constantFrom(...carpentry.leadForm.services, "Plumbing"),
    email: fc.option(fc.oneof(fc.emailAddress(), text), { nil: undefined }),
    message: fc.option(fc.oneof(text, fc.string({ unit: "grapheme", maxLength: 2100 })), { nil: undefined }),
  },
  { requiredKeys: ["name", "phone", "service"] },
);
const submission = fc.oneof(
  anything,
  plausible,
  fc.tuple(plausible, anything).map(([a, b]) => ({ ...a, ...b })),
);

type Modules = {
  answerLeadPost: typeof AnswerLeadPost;
  leadFormAction: typeof LeadFormAction;
  getRuntime: typeof GetRuntime;
  closeRuntime: typeof CloseRuntime;
  LeadsTable: typeof LeadsTableComponent;
  choices: readonly string[];
};
let m: Modules;

beforeAll(async () => {
  const runtime = await import("../runtime.server");
  m = {
    answerLeadPost: (await import("./lead-api.server")).answerLeadPost,
    leadFormAction: (await import("./lead-form-action.server")).leadFormAction,
    getRuntime: runtime.getRuntime,
    closeRuntime: runtime.closeRuntime,
    LeadsTable: (await import("~/components/admin/leads-table")).LeadsTable,
    choices: carpentry.leadForm.services,
  };
  // Loading the server modules takes seconds on a busy two-core machine.
}, 60_000);

afterAll(async () => {
  await m.closeRuntime();
  rmSync(dir, { recursive: true, force: true });
});

const origin = { clientAddress: "203.0.113.9", referer: null };

function expectRefusal(status: number, body: unknown) {
  expect(status).toBe(400);
  const errors = (body as { errors?: Record<string, string> }).errors ?? {};
  expect(Object.keys(errors).length).toBeGreaterThan(0);
  for (const [field, message] of Object.entries(errors)) {
    expect([...fields, "form"]).toContain(field);
    expect(typeof message).toBe("string");
  }
}

describe("hostile input", () => {
  it("POST /api/leads: 6,000 generated bodies", async () => {
    await fc.assert(
      fc.asyncProperty(submission, async (body) => {
        const answer = await m.answerLeadPost("application/json", JSON.stringify(body), origin);
        expect(answer.status).toBeLessThan(500);
        if (answer.status !== 201) expectRefusal(answer.status, answer.body);
      }),
      { numRuns: 6000 },
    );
  }, 300_000);

  it("the form action: 4,000 generated forms", async () => {
    await fc.assert(
      fc.asyncProperty(submission, async (body) => {
        const form = new URLSearchParams();
        for (const [key, item] of Object.entries(body))
          form.append(key, typeof item === "string" ? item : JSON.stringify(item));
        const request = new Request("http://localhost/contact", {
          method: "POST",
          body: form,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        });
        const result = await m.leadFormAction(request, { clientAddress: "203.0.113.10" });
        const status = "init" in result ? (result.init?.status ?? 200) : 200;
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 4000 },
    );
  }, 300_000);

  it("every stored row is valid, and renders escaped in the dashboard", async () => {
    const { database } = await m.getRuntime();
    const rows = await database.db.selectFrom("leads").selectAll().execute();
    expect(rows.length).toBeGreaterThan(500); // the generators reach the storing path often
    for (const row of rows) {
      expect(row.name.length).toBeGreaterThanOrEqual(1);
      expect(row.name.length).toBeLessThanOrEqual(100);
      // eslint-disable-next-line no-control-regex -- checking that control characters were stripped
      expect(row.name).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F]/);
      expect(row.phone).toMatch(/^\+91\d{10}$/);
      expect(m.choices).toContain(row.service);
      expect(row.status).toBe("new");
      if (row.email !== null) expect(row.email).toMatch(/^[^\s@]+@[^\s@]+$/);
      if (row.message !== null) expect(row.message.length).toBeLessThanOrEqual(2000);
    }
    const leads = rows.map((row) => ({
      ...row,
      assignee_email: null,
      returning: false,
      phone_shown: formatPhone(row.phone),
    }));
    const table = createElement(m.LeadsTable, { leads, now: new Date().toISOString(), empty: "" });
    // The table reads the business profile (the WhatsApp greeting) from the root route's data.
    const router = createMemoryRouter([{ id: "root", path: "/", element: table }], {
      hydrationData: {
        loaderData: {
          root: {
            site: toPageSite({
              ...carpentry,
              publicUrl: "http://desk.test",
              phoneDisplay: "+91 98765 43210",
              showcase: [],
            }),
          },
        },
      },
    });
    const html = renderToString(createElement(RouterProvider, { router }));
    expect(html).not.toMatch(/<script>alert|<img src=x/);
    for (const row of rows.filter((r) => r.name.includes("<script>"))) {
      expect(html).toContain(
        row.name.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;"),
      );
    }
    // Rendering 800-odd rows takes seconds on a busy two-core machine.
  }, 60_000);
});

// Every read and write of leads checks the session and the caller's desk role on the server first,
// on every endpoint and page of the desk: anonymous 401 (a page sends to the sign-in form), signed
// in without a role 403, staff only the leads assigned to them and the unassigned new ones (any
// other is 404, as if it did not exist), neither the CSV export, removing entries nor erasing a
// person (403), and an admin everything. No answer to a refused caller carries lead data.
// State-changing requests from another site are refused.
import { createECDH, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, APIResponse, TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import { databaseFile } from "../../playwright.config";
import {
  apiSignIn,
  baseURLOf,
  clientApi,
  copy,
  createAdmin,
  createPlainUser,
  createStaff,
  expect,
  newPhone,
  parseCsv,
  runTag,
  type Seeded,
  seedLead,
  type StaffAccount,
  storedActivities,
  storedEvents,
  storedLead,
  storedRole,
  storedUserId,
  test,
} from "./admin-helpers";
import { photoFixture } from "./work-helpers";
import { kitchenQuote } from "../support/quote-examples";

// In order, in one worker: the admin's changes come after the refused attempts.
test.describe.configure({ mode: "default" });

type Caller = "anonymous" | "user" | "staff" | "admin";
/** Whose the lead is, as the staff caller sees it. */
type Whose = "colleague's" | "unassigned" | "staff's own";

const callers = {} as Record<Caller, APIRequestContext>;
/** Another staff member's client. */
let colleagueApi: APIRequestContext;
let staff: StaffAccount;
let colleague: StaffAccount;
let admin: { email: string; id: string };
/** The signed-in account without a desk role. */
let plainUser: { email: string };
/** A lead assigned to another staff member, one nobody owns (new), and one assigned to `staff`. */
const leads = {} as Record<Whose, Seeded>;
/** An entry an admin logged on each lead, for DELETE /api/leads/:id/activities/:activityId. */
const entries = {} as Record<Whose, string>;
/** A quote the admin made on each lead, by the lead's id. */
const quotes = new Map<string, string>();
/** A quote as the JSON API takes it. */
const quoteBody = kitchenQuote;
/** Each lead's message, by id. */
const messages = new Map<string, string>();

const unknownLead = "00000000-0000-4000-8000-000000000000";
/** The lead page's admin-only link to erase the person, as React writes it into the HTML. */
const eraseLinkHtml = "Erase this person&#x27;s data";
/** What every lead of this file is named after. */
const matrixName = "Matrix Lead";

test.beforeAll(async ({ playwright }, testInfo: TestInfo) => {
  const context = () => clientApi(playwright, testInfo);
  for (const caller of ["anonymous", "user", "staff", "admin"] as const) callers[caller] = await context();
  for (const whose of ["colleague's", "unassigned", "staff's own"] as const) {
    const tag = runTag();
    const message = `Secret renovation budget ${tag}`;
    leads[whose] = await seedLead(callers.anonymous, testInfo, {
      name: `${matrixName} ${tag}`,
      email: `matrix-${tag}@example.in`,
      message,
    });
    messages.set(leads[whose].id, message);
  }
  const plain = await createPlainUser(callers.user, testInfo);
  plainUser = plain;
  await apiSignIn(callers.user, plain);
  staff = await createStaff(testInfo, "matrix-staff");
  colleague = await createStaff(testInfo, "matrix-colleague");
  await apiSignIn(callers.staff, staff);
  colleagueApi = await context();
  await apiSignIn(colleagueApi, colleague);
  const adminAccount = await createAdmin(testInfo, "matrix");
  admin = { email: adminAccount.email, id: storedUserId(adminAccount.email) };
  await apiSignIn(callers.admin, adminAccount);

  // The admin hands two of them out, and logs a note on each lead.
  for (const [whose, owner] of [
    ["colleague's", colleague],
    ["staff's own", staff],
  ] as const) {
    const response = await callers.admin.patch(`/api/leads/${leads[whose].id}`, {
      data: { assigneeId: owner.id },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  for (const whose of Object.keys(leads) as Whose[]) {
    const response = await callers.admin.post(`/api/leads/${leads[whose].id}/activities`, {
      data: { kind: "note", text: `Admin's note on the ${whose} lead` },
    });
    expect(response.status(), await response.text()).toBe(201);
    entries[whose] = ((await response.json()) as { id: string }).id;
  }
  for (const whose of Object.keys(leads) as Whose[]) {
    const response = await callers.admin.post(`/api/leads/${leads[whose].id}/quotes`, { data: quoteBody });
    expect(response.status(), await response.text()).toBe(201);
    quotes.set(leads[whose].id, ((await response.json()) as { id: string }).id);
  }
});

test.afterAll(async () => {
  await Promise.all([...Object.values(callers), colleagueApi].map((caller) => caller?.dispose()));
});

type Endpoint = {
  name: string;
  /** What answers: the JSON API, a desk form's endpoint (resources/…), or a page. */
  kind: "api" | "form" | "page";
  call: (api: APIRequestContext) => Promise<APIResponse>;
};

const noRedirects = { maxRedirects: 0 } as const;

/** A new enquiry as the desk's "Add enquiry" form posts it. */
const newEnquiry = (name: string) => ({
  name,
  // Its own phone: the same phone and service within ten minutes would be the same enquiry.
  phone: newPhone(test.info()).spaced,
  service: "Wardrobe Installation",
  message: "Called about a wardrobe",
  source: "phone",
});

/** The endpoints and pages that work one lead, called on `lead`. */
function leadEndpoints(lead: Seeded, entryId: string): Endpoint[] {
  const id = lead.id;
  return [
    { name: "GET /api/leads/:id", kind: "api", call: (api) => api.get(`/api/leads/${id}`, noRedirects) },
    {
      name: "PATCH /api/leads/:id",
      kind: "api",
      call: (api) => api.patch(`/api/leads/${id}`, { data: { status: "contacted" }, ...noRedirects }),
    },
    {
      name: "POST /api/leads/:id/activities",
      kind: "api",
      call: (api) =>
        api.post(`/api/leads/${id}/activities`, {
          data: { kind: "call", text: "Not reachable" },
          ...noRedirects,
        }),
    },
    {
      name: "DELETE /api/leads/:id/activities/:activityId",
      kind: "api",
      call: (api) => api.delete(`/api/leads/${id}/activities/${entryId}`, noRedirects),
    },
    {
      name: "POST /resources/leads/:id/change",
      kind: "form",
      call: (api) =>
        api.post(`/resources/leads/${id}/change`, { form: { status: "qualified" }, ...noRedirects }),
    },
    {
      name: "POST /resources/leads/:id/activities",
      kind: "form",
      call: (api) =>
        api.post(`/resources/leads/${id}/activities`, {
          form: { kind: "whatsapp", text: "Sent the catalogue" },
          ...noRedirects,
        }),
    },
    {
      name: "POST /resources/leads/:id/activities (remove)",
      kind: "form",
      call: (api) =>
        api.post(`/resources/leads/${id}/activities`, {
          form: { intent: "remove", activityId: entryId },
          ...noRedirects,
        }),
    },
    ...quoteEndpoints(id),
    ...whatsappEndpoints(id),
    { name: "GET /admin/leads/:id", kind: "page", call: (api) => api.get(`/admin/leads/${id}`, noRedirects) },
    {
      name: "GET /admin/leads/:id/erase",
      kind: "page",
      call: (api) => api.get(`/admin/leads/${id}/erase`, noRedirects),
    },
    {
      name: "POST /admin/leads/:id/erase",
      kind: "page",
      call: (api) => api.post(`/admin/leads/${id}/erase`, { form: { confirm: "yes" }, ...noRedirects }),
    },
    {
      name: "GET /admin/leads/:id/quotes/new",
      kind: "page",
      call: (api) => api.get(`/admin/leads/${id}/quotes/new?template=blank`, noRedirects),
    },
    {
      name: "POST /admin/leads/:id/quotes/new",
      kind: "page",
      call: (api) =>
        api.post(`/admin/leads/${id}/quotes/new`, {
          form: { intent: "add-section", "sections.0.title": "Kitchen" },
          ...noRedirects,
        }),
    },
  ];
}

/** A lead's WhatsApp chat: read it, reply by the API and by the lead page's form, a photo the customer sent. */
function whatsappEndpoints(id: string): Endpoint[] {
  return [
    {
      name: "GET /api/leads/:id/whatsapp",
      kind: "api",
      call: (api) => api.get(`/api/leads/${id}/whatsapp`, noRedirects),
    },
    {
      name: "POST /api/leads/:id/whatsapp",
      kind: "api",
      call: (api) => api.post(`/api/leads/${id}/whatsapp`, { data: { text: "Refused" }, ...noRedirects }),
    },
    {
      name: "GET /api/leads/:id/whatsapp/photos/:mediaId",
      kind: "api",
      call: (api) => api.get(`/api/leads/${id}/whatsapp/photos/4490709327384033`, noRedirects),
    },
    {
      name: "POST /resources/leads/:id/whatsapp",
      kind: "form",
      call: (api) =>
        api.post(`/resources/leads/${id}/whatsapp`, { form: { text: "Refused" }, ...noRedirects }),
    },
  ];
}

/** A lead's quotes: list and make them, and read, change, send, revise and withdraw the admin's quote. */
function quoteEndpoints(leadId: string): Endpoint[] {
  const quote = `/api/quotes/${quotes.get(leadId)}`;
  return [
    {
      name: "GET /api/leads/:id/quotes",
      kind: "api",
      call: (api) => api.get(`/api/leads/${leadId}/quotes`, noRedirects),
    },
    {
      name: "POST /api/leads/:id/quotes",
      kind: "api",
      call: (api) => api.post(`/api/leads/${leadId}/quotes`, { data: quoteBody, ...noRedirects }),
    },
    { name: "GET /api/quotes/:id", kind: "api", call: (api) => api.get(quote, noRedirects) },
    {
      name: "PATCH /api/quotes/:id",
      kind: "api",
      call: (api) => api.patch(quote, { data: quoteBody, ...noRedirects }),
    },
    {
      name: "POST /api/quotes/:id/send",
      kind: "api",
      call: (api) => api.post(`${quote}/send`, { data: { channel: "link" }, ...noRedirects }),
    },
    {
      name: "POST /api/quotes/:id/revisions",
      kind: "api",
      call: (api) => api.post(`${quote}/revisions`, { data: {}, ...noRedirects }),
    },
    {
      name: "POST /api/quotes/:id/revoke",
      kind: "api",
      call: (api) => api.post(`${quote}/revoke`, noRedirects),
    },
    {
      name: "GET /api/quotes/:id/versions/:version",
      kind: "api",
      call: (api) => api.get(`${quote}/versions/1`, noRedirects),
    },
    { name: "GET /api/quotes/:id/pdf", kind: "api", call: (api) => api.get(`${quote}/pdf`, noRedirects) },
  ];
}

/** The endpoints and pages that are not about one lead. */
function deskEndpoints(enquiryName: string): Endpoint[] {
  return [
    { name: "GET /api/leads", kind: "api", call: (api) => api.get("/api/leads", noRedirects) },
    {
      name: "GET /api/leads?view=due",
      kind: "api",
      call: (api) => api.get("/api/leads?view=due", noRedirects),
    },
    {
      name: "GET /api/leads?q=",
      kind: "api",
      call: (api) => api.get(`/api/leads?q=${encodeURIComponent(leads.unassigned.name)}`, noRedirects),
    },
    { name: "GET /api/leads.csv", kind: "api", call: (api) => api.get("/api/leads.csv", noRedirects) },
    { name: "GET /admin/leads/new", kind: "page", call: (api) => api.get("/admin/leads/new", noRedirects) },
    {
      name: "POST /admin/leads/new",
      kind: "page",
      call: (api) => api.post("/admin/leads/new", { form: newEnquiry(enquiryName), ...noRedirects }),
    },
    { name: "GET /admin", kind: "page", call: (api) => api.get("/admin", noRedirects) },
    {
      name: "DELETE /api/people/:phone",
      kind: "api",
      call: (api) => api.delete(`/api/people/${encodeURIComponent(leads.unassigned.e164)}`, noRedirects),
    },
    ...alertEndpoints,
    ...reportEndpoints,
    ...siteEndpoints,
    ...siteSettingsPages,
    ...projectEndpoints("no-such-project"),
    ...deskQuotePages("no-such-quote"),
  ];
}

/** A quote's desk pages (the desk member whose lead it is, or an admin). */
function deskQuotePages(id: string): Endpoint[] {
  return [
    {
      name: "GET /admin/quotes/:id",
      kind: "page",
      call: (api) => api.get(`/admin/quotes/${id}`, noRedirects),
    },
    {
      name: "GET /admin/quotes/:id/edit",
      kind: "page",
      call: (api) => api.get(`/admin/quotes/${id}/edit`, noRedirects),
    },
    {
      name: "POST /admin/quotes/:id",
      kind: "page",
      call: (api) => api.post(`/admin/quotes/${id}`, { form: { intent: "revoke" }, ...noRedirects }),
    },
  ];
}

/** Projects and their photos (every desk member reads; staff change drafts; admins publish and delete). */
function projectEndpoints(id: string): Endpoint[] {
  const photo = `/api/projects/${id}/photos/no-such-photo`;
  return [
    { name: "GET /admin/projects", kind: "page", call: (api) => api.get("/admin/projects", noRedirects) },
    {
      name: "GET /admin/projects/new",
      kind: "page",
      call: (api) => api.get("/admin/projects/new", noRedirects),
    },
    {
      name: "POST /admin/projects/new",
      kind: "page",
      call: (api) => api.post("/admin/projects/new", { form: { title: "Refused" }, ...noRedirects }),
    },
    {
      name: "GET /admin/projects/:id",
      kind: "page",
      call: (api) => api.get(`/admin/projects/${id}`, noRedirects),
    },
    {
      name: "POST /admin/projects/:id",
      kind: "page",
      call: (api) => api.post(`/admin/projects/${id}`, { form: { intent: "publish" }, ...noRedirects }),
    },
    { name: "GET /api/projects", kind: "api", call: (api) => api.get("/api/projects", noRedirects) },
    {
      name: "POST /api/projects",
      kind: "api",
      call: (api) =>
        api.post("/api/projects", { data: { title: "Refused", month: "2026-09" }, ...noRedirects }),
    },
    {
      name: "GET /api/projects/:id",
      kind: "api",
      call: (api) => api.get(`/api/projects/${id}`, noRedirects),
    },
    {
      name: "PATCH /api/projects/:id",
      kind: "api",
      call: (api) => api.patch(`/api/projects/${id}`, { data: { status: "published" }, ...noRedirects }),
    },
    {
      name: "DELETE /api/projects/:id",
      kind: "api",
      call: (api) => api.delete(`/api/projects/${id}`, noRedirects),
    },
    {
      name: "POST /api/projects/:id/photos",
      kind: "api",
      call: (api) =>
        api.post(`/api/projects/${id}/photos`, {
          multipart: { photo: { name: "a.jpg", mimeType: "image/jpeg", buffer: Buffer.from("x") } },
          ...noRedirects,
        }),
    },
    {
      name: "PATCH /api/projects/:id/photos/:photoId",
      kind: "api",
      call: (api) => api.patch(photo, { data: { alt: "x" }, ...noRedirects }),
    },
    {
      name: "DELETE /api/projects/:id/photos/:photoId",
      kind: "api",
      call: (api) => api.delete(photo, noRedirects),
    },
  ];
}

/**
 * The site settings (admins only; staff are answered 404): the page and its form, the versions and
 * a restore. The form posted is not valid (no areas at all), so even the admin's publishes nothing.
 */
const siteSettingsPages: Endpoint[] = [
  { name: "GET /admin/site", kind: "page", call: (api) => api.get("/admin/site", noRedirects) },
  {
    name: "POST /admin/site",
    kind: "page",
    call: (api) => api.post("/admin/site", { form: { section: "areas", areas: "" }, ...noRedirects }),
  },
  {
    name: "GET /admin/site/versions",
    kind: "page",
    call: (api) => api.get("/admin/site/versions", noRedirects),
  },
  {
    name: "POST /admin/site/versions",
    kind: "page",
    call: (api) => api.post("/admin/site/versions", { form: { version: "999999" }, ...noRedirects }),
  },
  {
    name: "GET /admin/site/quote-templates/:id",
    kind: "page",
    call: (api) => api.get("/admin/site/quote-templates/new", noRedirects),
  },
  {
    name: "POST /admin/site/quote-templates/:id",
    kind: "page",
    // A template with no name: not published.
    call: (api) =>
      api.post("/admin/site/quote-templates/new", { form: { intent: "save", title: "" }, ...noRedirects }),
  },
];

/** The published site (admins only): read it, publish a whole profile, list and restore versions. */
const siteEndpoints: Endpoint[] = [
  { name: "GET /api/site", kind: "api", call: (api) => api.get("/api/site", noRedirects) },
  { name: "PUT /api/site", kind: "api", call: (api) => api.put("/api/site", { data: {}, ...noRedirects }) },
  { name: "GET /api/site/versions", kind: "api", call: (api) => api.get("/api/site/versions", noRedirects) },
  {
    name: "POST /api/site/versions/:id/restore",
    kind: "api",
    call: (api) => api.post("/api/site/versions/1/restore", noRedirects),
  },
];

/** The live version's number, as an admin reads it. */
async function liveSiteVersion(): Promise<string | undefined> {
  return (await callers.admin.get("/api/site")).headers()["x-site-version"];
}

/** The reports (admins only): the page, the JSON API and a table's CSV. */
const reportEndpoints: Endpoint[] = [
  { name: "GET /admin/reports", kind: "page", call: (api) => api.get("/admin/reports", noRedirects) },
  { name: "GET /api/reports", kind: "api", call: (api) => api.get("/api/reports?days=7", noRedirects) },
  {
    name: "GET /api/reports.csv",
    kind: "api",
    call: (api) => api.get("/api/reports.csv?table=pages&days=7", noRedirects),
  },
];

/** Each member's own choice of e-mails: the Alerts page, its form, and the API. */
const alertEndpoints: Endpoint[] = [
  { name: "GET /admin/alerts", kind: "page", call: (api) => api.get("/admin/alerts", noRedirects) },
  {
    name: "POST /admin/alerts",
    kind: "page",
    call: (api) =>
      api.post("/admin/alerts", { form: { setting: "morningDigest", value: "off" }, ...noRedirects }),
  },
  { name: "GET /api/alerts", kind: "api", call: (api) => api.get("/api/alerts", noRedirects) },
  {
    name: "PATCH /api/alerts",
    kind: "api",
    call: (api) => api.patch("/api/alerts", { data: { leadAlerts: false }, ...noRedirects }),
  },
  { name: "GET /api/push", kind: "api", call: (api) => api.get("/api/push", noRedirects) },
  {
    name: "POST /api/push/devices",
    kind: "api",
    call: (api) => api.post("/api/push/devices", { data: pushDevice("matrix"), ...noRedirects }),
  },
  {
    name: "DELETE /api/push/devices/:id",
    kind: "api",
    call: (api) => api.delete("/api/push/devices/no-such-device", noRedirects),
  },
];

/** A device as a browser would subscribe it: an endpoint and the keys its notifications are encrypted with. */
function pushDevice(name: string) {
  const keys = createECDH("prime256v1");
  return {
    endpoint: `https://push.example.net/send/${name}-${runTag()}`,
    keys: { p256dh: keys.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") },
    label: `Phone ${name}`,
  };
}

/** What the desk's database holds of an account's choice of e-mails. */
function storedChoices(email: string) {
  const db = new Database(fileURLToPath(new URL(`../../${databaseFile("desk")}`, import.meta.url)), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare('select "leadAlerts", "morningDigest" from user where email = ?').get(email);
  } finally {
    db.close();
  }
}

/** Every endpoint, on every lead. */
const everyEndpoint = (enquiryName: string) => [
  ...(Object.keys(leads) as Whose[]).flatMap((whose) =>
    leadEndpoints(leads[whose], entries[whose]).map((endpoint) => ({
      ...endpoint,
      name: `${endpoint.name} (${whose} lead)`,
    })),
  ),
  ...deskEndpoints(enquiryName),
];

/** What of the given leads (all of them unless said) a response body carries: nothing, for a refusal. */
async function leadDataIn(response: APIResponse, of: Seeded[] = Object.values(leads)): Promise<string[]> {
  const body = await response.text();
  return of.flatMap((lead) =>
    [lead.name, lead.e164, lead.e164.slice(3), lead.email!, messages.get(lead.id)!, lead.id].filter((value) =>
      body.includes(value),
    ),
  );
}

async function expectNoLeadData(response: APIResponse, name: string, of?: Seeded[]) {
  expect(await leadDataIn(response, of), name).toEqual([]);
}

/**
 * How an endpoint answered, in one line: its status, where it sends the caller, whether it may be
 * cached, and any lead data it carries. A whole matrix row is compared at once, so a failure
 * lists every endpoint that answered otherwise.
 */
async function answer(response: APIResponse, of?: Seeded[]) {
  const headers = response.headers();
  const data = await leadDataIn(response, of);
  return [
    response.status(),
    headers["location"] ? `→ ${headers["location"]}` : "",
    headers["cache-control"]?.includes("no-store") ? "no-store" : "cacheable",
    data.length ? `lead data: ${data.join(", ")}` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** What the database holds of the leads, to show that a refused caller changed nothing. */
const snapshot = () =>
  Object.fromEntries(
    (Object.keys(leads) as Whose[]).map((whose) => [
      whose,
      { lead: storedLead(leads[whose].id), activities: storedActivities(leads[whose].id) },
    ]),
  );

/** How many leads carry a name. */
const leadsNamed = async (name: string) =>
  (
    (await (await callers.admin.get(`/api/leads?q=${encodeURIComponent(name)}`)).json()) as {
      total: number;
    }
  ).total;

/** Calls every endpoint as `caller`: each one's answer, by name. */
async function answers(caller: APIRequestContext, endpoints: Endpoint[], of?: Seeded[]) {
  const found: Record<string, string> = {};
  for (const endpoint of endpoints) found[endpoint.name] = await answer(await endpoint.call(caller), of);
  return found;
}

test("anonymous callers get 401 from every endpoint, pages send them to sign in, and no lead data", async () => {
  const before = snapshot();
  const enquiry = `Anonymous Enquiry ${runTag()}`;
  const endpoints = everyEndpoint(enquiry);
  const expected = Object.fromEntries(
    endpoints.map((endpoint) => [
      endpoint.name,
      // A page sends them to the desk's own page, which is the sign-in form.
      endpoint.kind === "page" && endpoint.name !== "GET /admin" ? "302 → /admin cacheable" : "401 no-store",
    ]),
  );
  expect(await answers(callers.anonymous, endpoints)).toEqual(expected);
  expect(snapshot()).toEqual(before);
  expect(await leadsNamed(enquiry)).toBe(0);
});

test("signed-in accounts without a desk role get 403 from every endpoint, and no lead data", async () => {
  const before = snapshot();
  const enquiry = `Roleless Enquiry ${runTag()}`;
  const endpoints = everyEndpoint(enquiry);
  const expected = Object.fromEntries(endpoints.map((endpoint) => [endpoint.name, "403 no-store"]));
  expect(await answers(callers.user, endpoints)).toEqual(expected);
  // The pages say so, as the desk's own pages.
  for (const path of ["/admin", "/admin/leads/new", `/admin/leads/${leads.unassigned.id}`, "/admin/alerts"]) {
    expect(await (await callers.user.get(path)).text(), path).toContain(copy.accessDenied);
  }
  expect(snapshot()).toEqual(before);
  expect(storedEvents(leads.unassigned.id)).toEqual([]);
  expect(await leadsNamed(enquiry)).toBe(0);
});

test("staff: a lead assigned to someone else is 404 on every endpoint, with no lead data, and unchanged", async () => {
  const before = snapshot();
  const other = leads["colleague's"];
  const endpoints = leadEndpoints(other, entries["colleague's"]);
  const expected = Object.fromEntries(
    endpoints.map((endpoint) => [
      endpoint.name,
      // Removing an entry and erasing a person are for admins: refused before the lead is looked at.
      endpoint.name.startsWith("DELETE") ||
      endpoint.name.endsWith("(remove)") ||
      endpoint.name.includes("/erase")
        ? "403 no-store"
        : "404 no-store",
    ]),
  );
  expect(await answers(callers.staff, endpoints, [other])).toEqual(expected);
  // Nor is it in any list a staff member gets.
  for (const path of [
    "/api/leads",
    "/api/leads?view=due",
    `/api/leads?q=${encodeURIComponent(other.name)}`,
  ]) {
    const response = await callers.staff.get(path);
    expect(response.status(), path).toBe(200);
    await expectNoLeadData(response, path, [other]);
  }
  for (const path of ["/admin", "/admin?view=all"]) {
    const response = await callers.staff.get(path);
    expect(response.status(), path).toBe(200);
    await expectNoLeadData(response, path, [other]);
  }
  // A search for it finds nothing (the page shows the search itself in its search box).
  const searched = await callers.staff.get(`/admin?view=all&q=${encodeURIComponent(other.name)}`);
  expect(searched.status()).toBe(200);
  expect((await leadDataIn(searched, [other])).filter((value) => value !== other.name)).toEqual([]);
  expect(await searched.text()).toContain(copy.empty);
  expect(snapshot()).toEqual(before);
});

test("staff may neither export the CSV nor remove timeline entries, even on their own leads", async () => {
  const before = snapshot();
  const csv = await callers.staff.get("/api/leads.csv");
  expect(csv.status()).toBe(403);
  await expectNoLeadData(csv, "GET /api/leads.csv");
  const own = leads["staff's own"];
  const remove = await callers.staff.delete(`/api/leads/${own.id}/activities/${entries["staff's own"]}`);
  expect(remove.status()).toBe(403);
  await expectNoLeadData(remove, "DELETE /api/leads/:id/activities/:activityId");
  const removeByForm = await callers.staff.post(`/resources/leads/${own.id}/activities`, {
    form: { intent: "remove", activityId: entries["staff's own"] },
  });
  expect(removeByForm.status()).toBe(403);
  await expectNoLeadData(removeByForm, "POST /resources/leads/:id/activities (remove)");
  expect(snapshot()).toEqual(before);
});

test("staff may not read the reports: the page, the API and the CSV are refused", async () => {
  expect(await answers(callers.staff, reportEndpoints)).toEqual({
    "GET /admin/reports": "403 no-store",
    "GET /api/reports": "403 no-store",
    "GET /api/reports.csv": "403 no-store",
  });
  expect(await (await callers.staff.get("/admin/reports")).text()).toContain(copy.accessDenied);
});

test("staff are answered 404 by the site settings and change nothing; an admin reaches them", async () => {
  const before = await liveSiteVersion();
  expect(await answers(callers.staff, siteSettingsPages)).toEqual({
    "GET /admin/site": "404 no-store",
    "POST /admin/site": "404 no-store",
    "GET /admin/site/versions": "404 no-store",
    "POST /admin/site/versions": "404 no-store",
    "GET /admin/site/quote-templates/:id": "404 no-store",
    "POST /admin/site/quote-templates/:id": "404 no-store",
  });
  expect(await answers(callers.admin, siteSettingsPages)).toEqual({
    "GET /admin/site": "200 no-store",
    // Not published: the areas' list may not be empty.
    "POST /admin/site": "400 no-store",
    "GET /admin/site/versions": "200 no-store",
    // No such version to restore.
    "POST /admin/site/versions": "404 no-store",
    "GET /admin/site/quote-templates/:id": "200 no-store",
    "POST /admin/site/quote-templates/:id": "400 no-store",
  });
  expect(await liveSiteVersion()).toBe(before);
});

test("staff may neither read nor publish the site, nor its versions", async () => {
  const before = await liveSiteVersion();
  expect(await answers(callers.staff, siteEndpoints)).toEqual({
    "GET /api/site": "403 no-store",
    "PUT /api/site": "403 no-store",
    "GET /api/site/versions": "403 no-store",
    "POST /api/site/versions/:id/restore": "403 no-store",
  });
  expect(await liveSiteVersion()).toBe(before);
});

test("staff add and change drafts, but neither publish, delete, nor change a published project; an admin does", async () => {
  const create = (api: APIRequestContext, title: string) =>
    api.post("/api/projects", { data: { title, description: "A wardrobe.", month: "2026-09" } });
  const made = await create(callers.staff, `Staff draft ${runTag()}`);
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const photo = await callers.staff.post(`/api/projects/${id}/photos`, {
    multipart: {
      photo: {
        name: "w.jpg",
        mimeType: "image/jpeg",
        buffer: readFileSync(await photoFixture(`access-${runTag()}.jpg`, 640, 480)),
      },
    },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const photoId = ((await photo.json()) as { photos: { id: string }[] }).photos[0]!.id;
  expect(
    (
      await callers.staff.patch(`/api/projects/${id}/photos/${photoId}`, { data: { alt: "A wardrobe" } })
    ).status(),
  ).toBe(200);
  expect((await callers.staff.patch(`/api/projects/${id}`, { data: { status: "published" } })).status()).toBe(
    403,
  );
  expect((await callers.staff.delete(`/api/projects/${id}`)).status()).toBe(403);
  expect((await callers.admin.patch(`/api/projects/${id}`, { data: { status: "published" } })).status()).toBe(
    200,
  );
  const published = {
    "PATCH /api/projects/:id": await callers.staff.patch(`/api/projects/${id}`, {
      data: { title: "Changed" },
    }),
    "PATCH /api/projects/:id/photos/:photoId": await callers.staff.patch(
      `/api/projects/${id}/photos/${photoId}`,
      {
        data: { alt: "Changed" },
      },
    ),
    "DELETE /api/projects/:id/photos/:photoId": await callers.staff.delete(
      `/api/projects/${id}/photos/${photoId}`,
    ),
    "POST /admin/projects/:id (unpublish)": await callers.staff.post(`/admin/projects/${id}`, {
      form: { intent: "unpublish" },
      ...noRedirects,
    }),
  };
  for (const [name, response] of Object.entries(published)) expect(response.status(), name).toBe(403);
  const stored = (await (await callers.staff.get(`/api/projects/${id}`)).json()) as {
    project: { title: string; status: string };
  };
  expect(stored.project).toMatchObject({
    status: "published",
    title: expect.stringContaining("Staff draft"),
  });
  expect(
    (await callers.admin.patch(`/api/projects/${id}`, { data: { title: "Admin's title" } })).status(),
  ).toBe(200);
  expect(
    (
      await callers.admin.post("/api/projects", {
        headers: { origin: "https://evil.example" },
        data: { title: "x", month: "2026-09" },
      })
    ).status(),
  ).toBe(403);
  expect((await callers.admin.delete(`/api/projects/${id}`)).status()).toBe(204);
  expect((await callers.admin.get(`/api/projects/${id}`)).status()).toBe(404);
});

test("staff may not erase a person, not even from their own lead", async () => {
  const before = snapshot();
  const own = leads["staff's own"];
  for (const [name, call] of [
    ["GET /admin/leads/:id/erase", () => callers.staff.get(`/admin/leads/${own.id}/erase`, noRedirects)],
    [
      "POST /admin/leads/:id/erase",
      () => callers.staff.post(`/admin/leads/${own.id}/erase`, { form: { confirm: "yes" }, ...noRedirects }),
    ],
    [
      "DELETE /api/people/:phone",
      () => callers.staff.delete(`/api/people/${encodeURIComponent(own.e164)}`, noRedirects),
    ],
  ] as const) {
    const response = await call();
    expect(await answer(response), name).toBe("403 no-store");
  }
  // Nor does the lead's page offer it.
  expect(await (await callers.staff.get(`/admin/leads/${own.id}`)).text()).not.toContain(eraseLinkHtml);
  expect(snapshot()).toEqual(before);
});

test("staff are answered 2xx for their own lead and the desk's pages, and see only what they may", async () => {
  const own = leads["staff's own"];
  const one = await callers.staff.get(`/api/leads/${own.id}`);
  expect(one.status()).toBe(200);
  expect(await one.json()).toMatchObject({
    lead: { id: own.id, name: own.name },
    assigneeId: staff.id,
    activities: [
      { kind: "quote", actor: admin.email },
      { id: entries["staff's own"], kind: "note", actor: admin.email },
      { kind: "assignment" },
    ],
  });

  const patch = await callers.staff.patch(`/api/leads/${own.id}`, { data: { status: "contacted" } });
  expect(patch.status()).toBe(200);
  expect(await patch.json()).toMatchObject({ lead: { id: own.id, status: "contacted" } });
  const logged = await callers.staff.post(`/api/leads/${own.id}/activities`, {
    data: { kind: "call", text: "Spoke to them, visit on Saturday" },
  });
  expect(logged.status()).toBe(201);
  const loggedId = ((await logged.json()) as { id: string }).id;
  const changed = await callers.staff.post(`/resources/leads/${own.id}/change`, {
    form: { status: "qualified" },
  });
  expect(changed.status()).toBe(200);
  const chat = await callers.staff.post(`/resources/leads/${own.id}/activities`, {
    form: { kind: "whatsapp", text: "Sent the catalogue" },
  });
  expect(chat.status()).toBe(200);
  expect(storedLead(own.id)).toMatchObject({ status: "qualified", assignee_id: staff.id });
  expect(
    storedEvents(own.id).map((event) => [event.from_status, event.to_status, event.actor_email]),
  ).toEqual([
    ["new", "contacted", staff.email],
    ["contacted", "qualified", staff.email],
  ]);
  expect(
    storedActivities(own.id)
      .filter((entry) => entry.actor_email === staff.email && entry.kind !== "status")
      .map((entry) => [entry.kind, entry.text]),
  ).toEqual([
    ["call", "Spoke to them, visit on Saturday"],
    ["whatsapp", "Sent the catalogue"],
  ]);
  expect(storedActivities(own.id).map((entry) => entry.id)).toContain(loggedId);

  // The lists: their own lead and the unassigned new one, never the colleague's.
  const ids = async (path: string) => {
    const response = await callers.staff.get(path);
    expect(response.status(), path).toBe(200);
    return ((await response.json()) as { rows: { id: string }[] }).rows.map((row) => row.id);
  };
  const all = await ids(`/api/leads?q=${encodeURIComponent(matrixName)}`);
  expect(all).toContain(own.id);
  expect(all).toContain(leads.unassigned.id);
  expect(all).not.toContain(leads["colleague's"].id);
  // Due: the unassigned lead is new and nobody has contacted it; their own has been contacted.
  const due = await ids(`/api/leads?view=due&q=${encodeURIComponent(matrixName)}`);
  expect(due).toContain(leads.unassigned.id);
  expect(due).not.toContain(own.id);
  expect(due).not.toContain(leads["colleague's"].id);

  for (const path of ["/admin", "/admin/leads/new", `/admin/leads/${own.id}`]) {
    const response = await callers.staff.get(path);
    expect(response.status(), path).toBe(200);
  }
  const page = await callers.staff.get(`/admin/leads/${own.id}`);
  expect(await page.text()).toContain(own.name);

  // An enquiry a staff member adds is theirs.
  const enquiry = `Staff Enquiry ${runTag()}`;
  const added = await callers.staff.post("/admin/leads/new", { form: newEnquiry(enquiry), ...noRedirects });
  expect(added.status()).toBe(303);
  const addedId = added.headers()["location"]?.match(/^\/admin\/leads\/([0-9a-f-]{36})$/)?.[1];
  expect(addedId, added.headers()["location"]).toBeDefined();
  expect(storedLead(addedId!)).toMatchObject({ name: enquiry, source: "phone", assignee_id: staff.id });
});

test("staff: working an unassigned new lead makes it theirs", async () => {
  const open = leads.unassigned;
  const one = await callers.staff.get(`/api/leads/${open.id}`);
  expect(one.status()).toBe(200);
  expect(await one.json()).toMatchObject({ lead: { id: open.id }, assigneeId: null });
  // Another staff member sees it too, until someone takes it.
  expect((await colleagueApi.get(`/api/leads/${open.id}`)).status()).toBe(200);

  const logged = await callers.staff.post(`/resources/leads/${open.id}/activities`, {
    form: { kind: "call", text: "Left a voicemail" },
  });
  expect(logged.status()).toBe(200);
  expect(storedLead(open.id)?.assignee_id).toBe(staff.id);
  expect(
    storedActivities(open.id)
      .filter((entry) => entry.kind === "assignment")
      .map((entry) => [entry.text, entry.actor_email]),
  ).toEqual([[`unassigned → ${staff.email}`, staff.email]]);

  // Now it is someone else's lead to the colleague.
  const refused = await colleagueApi.get(`/api/leads/${open.id}`);
  expect(refused.status()).toBe(404);
  await expectNoLeadData(refused, "GET /api/leads/:id", [open]);
});

test("an admin is answered 2xx by every endpoint", async () => {
  const own = leads["staff's own"];
  const list = await callers.admin.get(`/api/leads?q=${encodeURIComponent(own.name)}`);
  expect(list.status()).toBe(200);
  expect(list.headers()["cache-control"]).toContain("no-store");
  const page = (await list.json()) as {
    rows: { id: string }[];
    total: number;
    page: number;
    pageSize: number;
  };
  expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 });
  expect(page.rows.map((row) => row.id)).toEqual([own.id]);
  // Every lead, whoever owns it.
  const all = await callers.admin.get(`/api/leads?q=${encodeURIComponent(matrixName)}`);
  const allIds = ((await all.json()) as { rows: { id: string }[] }).rows.map((row) => row.id);
  for (const lead of Object.values(leads)) expect(allIds).toContain(lead.id);
  const due = await callers.admin.get("/api/leads?view=due");
  expect(due.status()).toBe(200);

  const csv = await callers.admin.get("/api/leads.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  const rows = parseCsv(await csv.text());
  for (const lead of Object.values(leads)) expect(rows.some((row) => row.includes(lead.id))).toBe(true);

  for (const endpoint of reportEndpoints) {
    const response = await endpoint.call(callers.admin);
    expect(response.status(), endpoint.name).toBe(200);
    expect(response.headers()["cache-control"], endpoint.name).toContain("no-store");
  }

  // The site: publishing the live profile unchanged, and restoring the first version (the same
  // profile), leave the desk's site as it was.
  const site = await callers.admin.get("/api/site");
  expect(site.status()).toBe(200);
  expect(site.headers()["cache-control"]).toContain("no-store");
  const live = Number(site.headers()["x-site-version"]);
  const republished = await callers.admin.put("/api/site", { data: (await site.json()) as unknown });
  expect(republished.status(), await republished.text()).toBe(200);
  expect(await republished.json()).toMatchObject({
    version: { id: live + 1, source: "api", publishedBy: admin.email },
  });
  const restored = await callers.admin.post("/api/site/versions/1/restore");
  expect(restored.status()).toBe(200);
  expect(await restored.json()).toMatchObject({
    version: { id: live + 2, source: "restore", restoredFrom: 1 },
  });
  const versions = await callers.admin.get("/api/site/versions");
  expect(versions.status()).toBe(200);
  expect(((await versions.json()) as { versions: { id: number }[] }).versions[0]?.id).toBe(live + 2);

  const lead = leads["colleague's"];
  const one = await callers.admin.get(`/api/leads/${lead.id}`);
  expect(one.status()).toBe(200);
  expect(await one.json()).toMatchObject({
    lead: { id: lead.id, name: lead.name, status: "new" },
    activities: [
      { kind: "quote", actor: admin.email },
      {
        id: entries["colleague's"],
        kind: "note",
        text: "Admin's note on the colleague's lead",
        actor: admin.email,
      },
      { kind: "assignment", text: `unassigned → ${colleague.email}`, actor: admin.email },
    ],
    followUpAt: null,
    assigneeId: colleague.id,
    lostReason: null,
    source: "web",
    relatedLeadIds: [],
  });

  const patch = await callers.admin.patch(`/api/leads/${lead.id}`, { data: { status: "contacted" } });
  expect(patch.status()).toBe(200);
  expect(await patch.json()).toMatchObject({ lead: { id: lead.id, status: "contacted" } });
  expect(storedLead(lead.id)?.status).toBe("contacted");

  const form = await callers.admin.post(`/resources/leads/${lead.id}/change`, {
    form: { status: "qualified" },
  });
  expect(form.status()).toBe(200);
  expect(storedLead(lead.id)?.status).toBe("qualified");
  expect(storedEvents(lead.id).map((event) => [event.from_status, event.to_status])).toEqual([
    ["new", "contacted"],
    ["contacted", "qualified"],
  ]);
  // Neither the admin's changes nor the entries they log take the lead from its owner.
  const logged = await callers.admin.post(`/api/leads/${lead.id}/activities`, {
    data: { kind: "visit", text: "Measured the bedroom" },
  });
  expect(logged.status()).toBe(201);
  const loggedByForm = await callers.admin.post(`/resources/leads/${lead.id}/activities`, {
    form: { kind: "email", text: "Sent the quote" },
  });
  expect(loggedByForm.status()).toBe(200);
  expect(storedLead(lead.id)?.assignee_id).toBe(colleague.id);

  // Removing entries: the words go, who removed it stays.
  const removed = await callers.admin.delete(`/api/leads/${lead.id}/activities/${entries["colleague's"]}`);
  expect(removed.status()).toBe(204);
  const loggedId = ((await logged.json()) as { id: string }).id;
  const removedByForm = await callers.admin.post(`/resources/leads/${lead.id}/activities`, {
    form: { intent: "remove", activityId: loggedId },
  });
  expect(removedByForm.status()).toBe(200);
  const kept = storedActivities(lead.id).filter((entry) => entry.deleted_at !== null);
  expect(kept.map((entry) => [entry.id, entry.text, entry.deleted_by])).toEqual(
    expect.arrayContaining([
      [entries["colleague's"], "", admin.email],
      [loggedId, "", admin.email],
    ]),
  );
  expect(kept).toHaveLength(2);
  const again = await callers.admin.delete(`/api/leads/${lead.id}/activities/${entries["colleague's"]}`);
  expect(again.status()).toBe(404);

  for (const path of ["/admin", "/admin?view=all", "/admin/leads/new", `/admin/leads/${lead.id}`]) {
    const response = await callers.admin.get(path);
    expect(response.status(), path).toBe(200);
  }
  // An enquiry an admin adds waits for an owner.
  const enquiry = `Admin Enquiry ${runTag()}`;
  const added = await callers.admin.post("/admin/leads/new", { form: newEnquiry(enquiry), ...noRedirects });
  expect(added.status()).toBe(303);
  const addedId = added.headers()["location"]?.match(/^\/admin\/leads\/([0-9a-f-]{36})$/)?.[1];
  expect(storedLead(addedId!)).toMatchObject({ name: enquiry, source: "phone", assignee_id: null });

  const missing = await callers.admin.get(`/api/leads/${unknownLead}`);
  expect(missing.status()).toBe(404);
  expect((await callers.admin.get(`/admin/leads/${unknownLead}`)).status()).toBe(404);
});

test("staff quote their own lead by the API, as it says; an admin reaches every lead's quote", async () => {
  const own = leads["staff's own"].id;
  const made = await callers.staff.post(`/api/leads/${own}/quotes`, { data: quoteBody });
  expect(made.status(), await made.text()).toBe(201);
  const quote = (await made.json()) as { id: string; number: string; shareUrl: string; totals: unknown };
  expect(quote.number).toMatch(/^Q\/\d{4}-\d{2}\/\d{4,}$/);
  expect(quote.shareUrl).toMatch(/\/quote\/[A-Za-z0-9_-]{43}$/);
  expect(quote.totals).toEqual({
    taxable: "60900.00",
    cgst: "0.00",
    sgst: "0.00",
    igst: "0.00",
    total: "60900.00",
  });
  const path = `/api/quotes/${quote.id}`;
  expect((await callers.staff.get(path)).status()).toBe(200);
  expect((await callers.staff.get(`/api/leads/${own}/quotes`)).status()).toBe(200);
  expect((await callers.staff.get(`${path}/versions/1`)).status()).toBe(200);
  expect((await callers.staff.get(`${path}/versions/2`)).status()).toBe(404);
  const invalid = await callers.staff.patch(path, {
    data: {
      sections: [{ title: "Kitchen", lines: [{ description: "x", quantity: 1, unit: "nos", rate: "abc" }] }],
    },
  });
  expect(invalid.status()).toBe(422);
  expect(await invalid.json()).toEqual({
    errors: { "sections.0.lines.0.rate": 'expected rupees, e.g. "1450.00"' },
  });
  expect((await callers.staff.patch(path, { data: quoteBody })).status()).toBe(200);
  const sent = await callers.staff.post(`${path}/send`, { data: { channel: "whatsapp" } });
  expect(sent.status(), await sent.text()).toBe(200);
  expect(((await sent.json()) as { whatsappUrl: string }).whatsappUrl).toMatch(/^https:\/\/wa\.me\//);
  expect((await callers.staff.patch(path, { data: quoteBody })).status()).toBe(409);
  const revised = await callers.staff.post(`${path}/revisions`);
  expect(revised.status()).toBe(201);
  expect(((await revised.json()) as { version: number }).version).toBe(2);
  const revoked = await callers.staff.post(`${path}/revoke`);
  expect(revoked.status()).toBe(200);
  expect(((await revoked.json()) as { shareUrl: null }).shareUrl).toBeNull();
  expect((await callers.staff.get(`${path}/send`)).status()).toBe(405);
  for (const lead of Object.values(leads)) {
    const response = await callers.admin.get(`/api/quotes/${quotes.get(lead.id)}`);
    expect(response.status()).toBe(200);
  }
});

test("an admin erases a person: by the API, and from the lead's page after confirming", async () => {
  const testInfo = test.info();
  // Leads of their own: the matrix's leads stay for the tests after this one.
  const byApi = await seedLead(callers.anonymous, testInfo, { name: `${matrixName} erase ${runTag()}` });
  const page = await callers.admin.get(`/admin/leads/${byApi.id}`);
  expect(await page.text()).toContain(eraseLinkHtml);
  const erased = await callers.admin.delete(`/api/people/${encodeURIComponent(byApi.e164)}`);
  expect(erased.status(), await erased.text()).toBe(200);
  expect(await erased.json()).toEqual({ erased: 1 });
  expect(storedLead(byApi.id)).toBeUndefined();
  expect((await callers.admin.delete(`/api/people/${encodeURIComponent(byApi.e164)}`)).status()).toBe(404);
  expect((await callers.admin.delete("/api/people/12345")).status()).toBe(400);

  const byPage = await seedLead(callers.anonymous, testInfo, { name: `${matrixName} erase ${runTag()}` });
  const confirm = await callers.admin.get(`/admin/leads/${byPage.id}/erase`, noRedirects);
  expect(confirm.status()).toBe(200);
  expect(await confirm.text()).toContain("Erase 1 enquiry from");
  const done = await callers.admin.post(`/admin/leads/${byPage.id}/erase`, {
    form: { confirm: "yes" },
    ...noRedirects,
  });
  expect(done.status()).toBe(303);
  expect(done.headers()["location"]).toBe("/admin");
  expect(storedLead(byPage.id)).toBeUndefined();
  expect((await callers.admin.get(`/admin/leads/${byPage.id}/erase`, noRedirects)).status()).toBe(404);
});

test("a change from another site is refused, and an unknown status is a 400", async () => {
  const lead = leads["staff's own"];
  const statusBefore = storedLead(lead.id)?.status;
  const activitiesBefore = storedActivities(lead.id);
  const evil = { Origin: "https://evil.example" };
  const crossSite = await callers.admin.patch(`/api/leads/${lead.id}`, {
    headers: evil,
    data: { status: "closed" },
  });
  expect(crossSite.status()).toBe(403);
  await expectNoLeadData(crossSite, "PATCH from another site");
  const crossSiteEntry = await callers.admin.post(`/api/leads/${lead.id}/activities`, {
    headers: evil,
    data: { kind: "note", text: "From elsewhere" },
  });
  expect(crossSiteEntry.status()).toBe(403);
  const crossSiteDelete = await callers.admin.delete(
    `/api/leads/${lead.id}/activities/${entries["staff's own"]}`,
    { headers: evil },
  );
  expect(crossSiteDelete.status()).toBe(403);
  const choicesBefore = storedChoices(admin.email);
  const crossSiteAlerts = await callers.admin.patch("/api/alerts", {
    headers: evil,
    data: { leadAlerts: false },
  });
  expect(crossSiteAlerts.status()).toBe(403);
  const siteBefore = await liveSiteVersion();
  const crossSitePublish = await callers.admin.put("/api/site", {
    headers: evil,
    data: (await (await callers.admin.get("/api/site")).json()) as unknown,
  });
  expect(crossSitePublish.status()).toBe(403);
  const crossSiteRestore = await callers.admin.post("/api/site/versions/1/restore", { headers: evil });
  expect(crossSiteRestore.status()).toBe(403);
  const quote = quotes.get(lead.id)!;
  for (const [name, call] of [
    [
      "POST /api/leads/:id/quotes",
      () => callers.admin.post(`/api/leads/${lead.id}/quotes`, { headers: evil, data: quoteBody }),
    ],
    [
      "PATCH /api/quotes/:id",
      () => callers.admin.patch(`/api/quotes/${quote}`, { headers: evil, data: quoteBody }),
    ],
    [
      "POST /api/quotes/:id/send",
      () => callers.admin.post(`/api/quotes/${quote}/send`, { headers: evil, data: {} }),
    ],
    [
      "POST /api/quotes/:id/revisions",
      () => callers.admin.post(`/api/quotes/${quote}/revisions`, { headers: evil }),
    ],
    [
      "POST /api/quotes/:id/revoke",
      () => callers.admin.post(`/api/quotes/${quote}/revoke`, { headers: evil }),
    ],
  ] as const) {
    expect((await call()).status(), name).toBe(403);
  }
  expect(await liveSiteVersion()).toBe(siteBefore);

  // React Router itself refuses an action whose Origin is not the page's (400), before our own
  // same-origin check (403) would.
  for (const [path, form] of [
    [`/resources/leads/${lead.id}/change`, { status: "closed" }],
    [`/resources/leads/${lead.id}/activities`, { kind: "note", text: "From elsewhere" }],
    ["/admin/leads/new", newEnquiry(`Cross Site ${runTag()}`)],
    ["/admin/alerts", { setting: "leadAlerts", value: "off" }],
  ] as const) {
    const response = await callers.admin.post(path, { headers: evil, form, ...noRedirects });
    expect([400, 403], path).toContain(response.status());
    await expectNoLeadData(response, path);
  }
  expect(storedLead(lead.id)?.status).toBe(statusBefore);
  expect(storedActivities(lead.id)).toEqual(activitiesBefore);
  expect(storedChoices(admin.email)).toEqual(choicesBefore);

  const invalid = await callers.admin.patch(`/api/leads/${lead.id}`, { data: { status: "archived" } });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toEqual({
    errors: { status: "must be one of new, contacted, qualified, converted, closed" },
  });
  const notJson = await callers.admin.patch(`/api/leads/${lead.id}`, {
    headers: { "Content-Type": "application/json" },
    data: "status=closed",
  });
  expect(notJson.status()).toBe(400);
  expect(storedLead(lead.id)?.status).toBe(statusBefore);

  // The same origin is fine.
  const sameSite = await callers.admin.patch(`/api/leads/${lead.id}`, {
    headers: { Origin: new URL(baseURLOf(test.info())).origin },
    data: { status: "closed" },
  });
  expect(sameSite.status()).toBe(200);
  expect(storedLead(lead.id)?.status).toBe("closed");
});

test("the first-admin setup page is public, but without a valid code shows no form, makes nobody and carries no lead data", async ({
  playwright,
}, testInfo) => {
  const guess = "A".repeat(43);
  const email = `setup-guess-${runTag()}@example.in`;
  const form = { code: guess, email, password: "Guessed-password-1", confirmPassword: "Guessed-password-1" };
  for (const caller of ["anonymous", "user", "staff", "admin"] as const) {
    for (const [name, call] of [
      ["GET /admin/setup", (api: APIRequestContext) => api.get("/admin/setup", noRedirects)],
      [
        "GET /admin/setup?code=",
        (api: APIRequestContext) => api.get(`/admin/setup?code=${guess}`, noRedirects),
      ],
      [
        "POST /admin/setup",
        (api: APIRequestContext) => api.post(`/admin/setup?code=${guess}`, { form, ...noRedirects }),
      ],
    ] as const) {
      const response = await call(callers[caller]);
      const label = `${name} as ${caller}`;
      expect(await answer(response), label).toBe("404 no-store");
      const body = await response.text();
      expect(body, label).toContain(copy.setupLinkWrong);
      expect(body, label).not.toContain('name="password"');
    }
  }
  // From another site it is refused before the code is looked at.
  const crossSite = await callers.anonymous.post(`/admin/setup?code=${guess}`, {
    headers: { Origin: "https://evil.example" },
    form,
    ...noRedirects,
  });
  expect([400, 403]).toContain(crossSite.status());
  expect(storedRole(email)).toBeUndefined();
  // Guessing codes is limited per client address, as signing in is: 20 tries in 15 minutes.
  const guesser = await clientApi(playwright, testInfo);
  try {
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) statuses.push((await guesser.get(`/admin/setup?code=${guess}`)).status());
    expect(statuses).toEqual([...Array<number>(20).fill(404), 429]);
  } finally {
    await guesser.dispose();
  }
});

test("each desk member reads and changes their own choice of e-mails, and nobody else's", async () => {
  // The refused callers changed nothing, their own choice included.
  expect(storedChoices(plainUser.email)).toEqual({ leadAlerts: 1, morningDigest: 1 });
  for (const caller of ["staff", "admin"] as const) {
    const api = callers[caller];
    const email = caller === "staff" ? staff.email : admin.email;
    const page = await api.get("/admin/alerts");
    expect(page.status(), caller).toBe(200);
    expect(page.headers()["cache-control"]).toContain("no-store");
    // Who receives what is for admins.
    expect((await page.text()).includes("Who receives what"), caller).toBe(caller === "admin");

    const form = await api.post("/admin/alerts", { form: { setting: "morningDigest", value: "off" } });
    expect(form.status(), caller).toBe(200);
    expect(storedChoices(email)).toEqual({ leadAlerts: 1, morningDigest: 0 });
    const read = await api.get("/api/alerts");
    expect(read.status()).toBe(200);
    expect(await read.json()).toEqual({ leadAlerts: true, morningDigest: false });
    const patch = await api.patch("/api/alerts", { data: { morningDigest: true } });
    expect(patch.status()).toBe(200);
    expect(await patch.json()).toEqual({ leadAlerts: true, morningDigest: true });
    const invalid = await api.patch("/api/alerts", { data: { leadAlerts: "nope" } });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({ errors: { leadAlerts: "must be true or false" } });
    const badForm = await api.post("/admin/alerts", { form: { setting: "role", value: "admin" } });
    expect(badForm.status()).toBe(400);
  }
  expect(storedChoices(colleague.email)).toEqual({ leadAlerts: 1, morningDigest: 1 });
  expect(storedChoices(staff.email)).toEqual({ leadAlerts: 1, morningDigest: 1 });
});

test("each desk member sees and removes only their own devices; the desk's manifest and worker are public", async () => {
  const added = await callers.staff.post("/api/push/devices", { data: pushDevice("staff") });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  const listed = async (caller: "staff" | "admin") =>
    ((await (await callers[caller].get("/api/push")).json()) as { devices: { id: string }[] }).devices.map(
      (device) => device.id,
    );
  expect(await listed("staff")).toContain(id);
  expect(await listed("admin")).not.toContain(id);
  expect((await callers.admin.delete(`/api/push/devices/${id}`)).status()).toBe(404);
  const form = await callers.admin.post("/admin/alerts", { form: { intent: "remove-device", device: id } });
  expect(form.status()).toBe(404);
  expect(await listed("staff")).toContain(id);
  expect((await callers.staff.delete(`/api/push/devices/${id}`)).status()).toBe(204);
  expect(await listed("staff")).not.toContain(id);
  const invalid = await callers.staff.post("/api/push/devices", { data: { endpoint: "nope", keys: {} } });
  expect(invalid.status()).toBe(400);

  for (const caller of ["anonymous", "user", "staff", "admin"] as const) {
    for (const [path, type] of [
      ["/admin/manifest.webmanifest", "application/manifest+json"],
      ["/admin/push-worker.js", "text/javascript; charset=utf-8"],
    ] as const) {
      const response = await callers[caller].get(path, noRedirects);
      expect(
        {
          status: response.status(),
          type: response.headers()["content-type"],
          cookie: "set-cookie" in response.headers(),
        },
        `${caller} ${path}`,
      ).toEqual({ status: 200, type, cookie: false });
    }
  }
});

test("the public endpoint for contact clicks answers every caller alike, sets no cookie, and holds no lead data", async () => {
  const expected = { status: 204, cookie: false, body: "" };
  for (const caller of ["anonymous", "user", "staff", "admin"] as const) {
    const response = await callers[caller].post("/api/events", {
      headers: { "content-type": "text/plain;charset=UTF-8" },
      data: JSON.stringify({ type: "call", path: "/contact" }),
      ...noRedirects,
    });
    const answered = {
      status: response.status(),
      cookie: "set-cookie" in response.headers(),
      body: await response.text(),
    };
    expect(answered, caller).toEqual(expected);
    // Only the page's own clicks: anything else is refused alike, whoever asks.
    const refused = await callers[caller].post("/api/events", { data: { type: "call", path: "/admin" } });
    expect(refused.status(), caller).toBe(400);
  }
});

test("the health checks for uptime monitors answer every caller alike, set no cookie, and hold no lead data", async () => {
  for (const [path, body] of [
    ["/healthz", { status: "ok" }],
    ["/readyz", { status: "ready" }],
  ] as const) {
    for (const caller of ["anonymous", "user", "staff", "admin"] as const) {
      const response = await callers[caller].get(path, noRedirects);
      const text = await response.text();
      expect(
        { status: response.status(), cookie: "set-cookie" in response.headers() },
        `${caller} ${path}`,
      ).toEqual({ status: 200, cookie: false });
      expect(JSON.parse(text), `${caller} ${path}`).toMatchObject(body);
      expect(text).not.toContain(matrixName);
      expect(text).not.toContain(staff.email);
      // Nothing to change there: any other method is refused alike.
      expect((await callers[caller].post(path, { data: "{}" })).status(), `${caller} POST ${path}`).toBe(405);
    }
  }
});

test("photo files answer every caller alike and set no cookie; a kept original is never served", async () => {
  for (const caller of ["anonymous", "user", "staff", "admin"] as const) {
    for (const path of ["/media/AbCdEfGhIjKlMnOp-800.avif", "/media/AbCdEfGhIjKlMnOp-original.jpg"]) {
      const response = await callers[caller].get(path, noRedirects);
      expect(
        {
          status: response.status(),
          cookie: "set-cookie" in response.headers(),
          body: await response.text(),
        },
        `${caller} ${path}`,
      ).toEqual({ status: 404, cookie: false, body: "Not found\n" });
    }
  }
});

test("without the WhatsApp settings the webhook is 404 for everyone, and an admin reads a chat but cannot send", async () => {
  const chat = await callers.admin.get(`/api/leads/${leads.unassigned.id}/whatsapp`);
  expect(chat.status()).toBe(200);
  expect(await chat.json()).toMatchObject({ connected: false, messages: [], window: { open: false } });
  const reply = await callers.admin.post(`/api/leads/${leads.unassigned.id}/whatsapp`, {
    data: { text: "Hello" },
  });
  expect(reply.status()).toBe(503);
  for (const caller of Object.values(callers)) {
    const handshake = await caller.get(
      "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1",
      noRedirects,
    );
    expect(handshake.status()).toBe(404);
    const delivery = await caller.post("/api/whatsapp/webhook", {
      data: { object: "whatsapp_business_account", entry: [] },
      ...noRedirects,
    });
    expect(delivery.status()).toBe(404);
  }
});

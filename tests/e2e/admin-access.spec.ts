// Every read and write of leads checks the session and the admin role on the server first:
// anonymous 401, signed in without the role 403 (neither answer carries lead data), admin 2xx.
// State-changing requests from another site are refused.
import type { APIRequestContext, APIResponse, TestInfo } from "@playwright/test";
import {
  apiSignIn,
  baseURLOf,
  clientApi,
  createAdmin,
  createPlainUser,
  expect,
  runTag,
  type Seeded,
  seedLead,
  storedEvents,
  storedLead,
  test,
} from "./admin-helpers";

// In order, in one worker: the admin's changes come after the refused attempts.
test.describe.configure({ mode: "default" });

type Caller = "anonymous" | "user" | "admin";

let lead: Seeded;
const callers = {} as Record<Caller, APIRequestContext>;

test.beforeAll(async ({ playwright }, testInfo: TestInfo) => {
  const context = () => clientApi(playwright, testInfo);
  callers.anonymous = await context();
  callers.user = await context();
  callers.admin = await context();
  lead = await seedLead(callers.anonymous, testInfo, {
    name: `Matrix Lead ${runTag()}`,
    email: `matrix-${runTag()}@example.in`,
    message: "Secret renovation budget 4 lakh",
  });
  await apiSignIn(callers.user, await createPlainUser(callers.user, testInfo));
  await apiSignIn(callers.admin, await createAdmin(testInfo, "matrix"));
});

test.afterAll(async () => {
  await Promise.all(Object.values(callers).map((caller) => caller.dispose()));
});

/** Each lead endpoint, called as one caller. */
const endpoints: { name: string; call: (api: APIRequestContext) => Promise<APIResponse> }[] = [
  { name: "GET /api/leads", call: (api) => api.get("/api/leads") },
  { name: "GET /api/leads?q=", call: (api) => api.get(`/api/leads?q=${encodeURIComponent(lead.name)}`) },
  { name: "GET /api/leads.csv", call: (api) => api.get("/api/leads.csv") },
  { name: "GET /api/leads/:id", call: (api) => api.get(`/api/leads/${lead.id}`) },
  {
    name: "PATCH /api/leads/:id",
    call: (api) => api.patch(`/api/leads/${lead.id}`, { data: { status: "contacted" } }),
  },
  {
    name: "POST /resources/leads/:id/status",
    call: (api) => api.post(`/resources/leads/${lead.id}/status`, { form: { status: "qualified" } }),
  },
];

/** The response body must not carry anything of the lead. */
async function expectNoLeadData(response: APIResponse) {
  const body = await response.text();
  expect(body).not.toContain(lead.name);
  expect(body).not.toContain(lead.e164);
  expect(body).not.toContain(lead.e164.slice(3));
  expect(body).not.toContain(lead.email!);
  expect(body).not.toContain("Secret renovation budget");
  expect(body).not.toContain(lead.id);
}

test("anonymous callers get 401 from every lead endpoint, and no lead data", async () => {
  for (const endpoint of endpoints) {
    const response = await endpoint.call(callers.anonymous);
    expect(response.status(), endpoint.name).toBe(401);
    expect(response.headers()["cache-control"], endpoint.name).toContain("no-store");
    await expectNoLeadData(response);
  }
  // The lead detail page sends anonymous visitors to the sign-in form.
  const detail = await callers.anonymous.get(`/admin/leads/${lead.id}`, { maxRedirects: 0 });
  expect(detail.status()).toBe(302);
  expect(detail.headers()["location"]).toBe("/admin");
  expect(storedLead(lead.id)?.status).toBe("new");
});

test("signed-in staff without the admin role get 403, and no lead data", async () => {
  for (const endpoint of endpoints) {
    const response = await endpoint.call(callers.user);
    expect(response.status(), endpoint.name).toBe(403);
    await expectNoLeadData(response);
  }
  const detail = await callers.user.get(`/admin/leads/${lead.id}`);
  expect(detail.status()).toBe(403);
  await expectNoLeadData(detail);
  expect(storedLead(lead.id)?.status).toBe("new");
  expect(storedEvents(lead.id)).toEqual([]);
});

test("an admin is answered 2xx by every lead endpoint", async () => {
  const list = await callers.admin.get(`/api/leads?q=${encodeURIComponent(lead.name)}`);
  expect(list.status()).toBe(200);
  expect(list.headers()["cache-control"]).toContain("no-store");
  const page = (await list.json()) as {
    rows: { id: string }[];
    total: number;
    page: number;
    pageSize: number;
  };
  expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 });
  expect(page.rows.map((row) => row.id)).toEqual([lead.id]);

  const csv = await callers.admin.get("/api/leads.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain(lead.id);

  const one = await callers.admin.get(`/api/leads/${lead.id}`);
  expect(one.status()).toBe(200);
  expect(await one.json()).toMatchObject({
    lead: { id: lead.id, name: lead.name, status: "new" },
    events: [],
  });

  const patch = await callers.admin.patch(`/api/leads/${lead.id}`, { data: { status: "contacted" } });
  expect(patch.status()).toBe(200);
  expect(await patch.json()).toMatchObject({ lead: { id: lead.id, status: "contacted" } });
  expect(storedLead(lead.id)?.status).toBe("contacted");

  const form = await callers.admin.post(`/resources/leads/${lead.id}/status`, {
    form: { status: "qualified" },
  });
  expect(form.status()).toBe(200);
  expect(storedLead(lead.id)?.status).toBe("qualified");
  expect(storedEvents(lead.id).map((event) => [event.from_status, event.to_status])).toEqual([
    ["new", "contacted"],
    ["contacted", "qualified"],
  ]);

  const missing = await callers.admin.get("/api/leads/00000000-0000-4000-8000-000000000000");
  expect(missing.status()).toBe(404);
});

test("a status change from another site is refused, and an unknown status is a 400", async () => {
  const statusBefore = storedLead(lead.id)?.status;
  const crossSite = await callers.admin.patch(`/api/leads/${lead.id}`, {
    headers: { Origin: "https://evil.example" },
    data: { status: "closed" },
  });
  expect(crossSite.status()).toBe(403);
  await expectNoLeadData(crossSite);

  // React Router itself refuses an action whose Origin is not the page's (400), before our own
  // same-origin check (403) would.
  const crossSiteForm = await callers.admin.post(`/resources/leads/${lead.id}/status`, {
    headers: { Origin: "https://evil.example" },
    form: { status: "closed" },
  });
  expect([400, 403]).toContain(crossSiteForm.status());
  await expectNoLeadData(crossSiteForm);
  expect(storedLead(lead.id)?.status).toBe(statusBefore);

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

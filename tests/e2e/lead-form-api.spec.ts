// POST /api/leads (carpentry): the same rules as the form, for scripts and for the form when
// JavaScript runs.
import { expect, test } from "./fixtures";
import { newVisitor, storedLeads, uuidPattern } from "./lead-form-helpers";

const phoneError =
  "Please enter a valid phone number, e.g. +91 98765 43210 (outside India, start with + and the country code).";

test.describe("the JSON API", () => {
  test("a valid lead is answered 201 with its id, and stored under that id", async ({
    request,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    const response = await request.post("/api/leads", {
      data: {
        name: visitor.name,
        phone: visitor.phone,
        service: "Wooden Partition Work",
        message: "Glass and wood partition",
        source_path: "/contact",
        utm_source: "newsletter",
        unknown_field: "ignored",
      },
    });
    expect(response.status()).toBe(201);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const body = (await response.json()) as { id: string };
    expect(Object.keys(body)).toEqual(["id"]);
    expect(body.id).toMatch(uuidPattern);

    const rows = storedLeads(testInfo, { id: body.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: visitor.name,
      phone: visitor.e164,
      email: null,
      service: "Wooden Partition Work",
      message: "Glass and wood partition",
      status: "new",
      source_path: "/contact",
      utm_source: "newsletter",
    });
    expect(rows[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  test("the same phone and service again within ten minutes is the same lead", async ({
    request,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    const lead = { name: visitor.name, phone: visitor.phone, service: "Wardrobe Installation" };
    const first = await request.post("/api/leads", { data: lead });
    expect(first.status()).toBe(201);
    const again = await request.post("/api/leads", { data: { ...lead, phone: visitor.e164 } });
    expect(again.status()).toBe(201);
    const { id } = (await first.json()) as { id: string };
    expect(await again.json()).toEqual({ id });
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toHaveLength(1);

    // Another service is another lead.
    const other = await request.post("/api/leads", { data: { ...lead, service: "Office Furniture Setup" } });
    expect(other.status()).toBe(201);
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toHaveLength(2);
  });

  test("an invalid lead is answered 400 with the message for each bad field", async ({
    request,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    const response = await request.post("/api/leads", {
      data: { name: visitor.name, phone: "12345", service: "Wardrobe Installation" },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ errors: { phone: phoneError } });

    const several = await request.post("/api/leads", {
      data: { name: " ", phone: visitor.phone, service: "Plumbing" },
    });
    expect(several.status()).toBe(400);
    expect(await several.json()).toEqual({
      errors: { name: "Please enter your name.", service: "Please choose a service from the list." },
    });
    expect(storedLeads(testInfo, { name: visitor.name })).toEqual([]);
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
  });

  test("a body that is not JSON is refused: 415 for another type, 400 for broken JSON", async ({
    request,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    const lead = { name: visitor.name, phone: visitor.phone, service: "Wardrobe Installation" };

    const form = await request.post("/api/leads", { form: lead });
    expect(form.status()).toBe(415);
    const text = await request.post("/api/leads", {
      headers: { "Content-Type": "text/plain" },
      data: JSON.stringify(lead),
    });
    expect(text.status()).toBe(415);

    const broken = await request.post("/api/leads", {
      headers: { "Content-Type": "application/json" },
      data: '{"name": "Asha", "phone": ',
    });
    expect(broken.status()).toBe(400);
    expect(await broken.json()).toEqual({ errors: { form: expect.any(String) as unknown } });

    const list = await request.post("/api/leads", {
      headers: { "Content-Type": "application/json" },
      data: JSON.stringify([lead]),
    });
    expect(list.status()).toBe(400);

    expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
  });

  test("anyone may POST, listing needs a signed-in admin, other methods are refused", async ({ request }) => {
    const list = await request.get("/api/leads");
    expect(list.status()).toBe(401);
    expect(await list.text()).not.toContain("+91");
    const put = await request.put("/api/leads", { data: {} });
    expect(put.status()).toBe(405);
    expect(put.headers()["allow"]).toBe("POST");
  });

  test("a filled honeypot is answered 201 with an id, and nothing is stored", async ({
    request,
  }, testInfo) => {
    const visitor = newVisitor(testInfo);
    const response = await request.post("/api/leads", {
      data: {
        name: visitor.name,
        phone: visitor.phone,
        service: "Wardrobe Installation",
        company_website: "https://spam.example",
      },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(uuidPattern);
    expect(storedLeads(testInfo, { id })).toEqual([]);
    expect(storedLeads(testInfo, { phone: visitor.e164 })).toEqual([]);
  });
});

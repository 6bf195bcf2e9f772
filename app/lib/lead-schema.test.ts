import { describe, expect, it } from "vitest";
import { carpentry } from "~/profiles/carpentry";
import { interiors } from "~/profiles/interiors";
import { fieldErrors, leadMessages, leadSchema } from "./lead-schema";
import { toIndianE164 } from "./phone";

const schemaA = leadSchema({ services: carpentry.leadForm.services });
const schemaB = leadSchema({ services: interiors.leadForm.services, areas: ["Koramangala"] });
const validA = { name: "Ravi Kumar", phone: "+91 98765 43210", service: "Wardrobe Installation" };

const errorsOf = (input: Record<string, unknown>, schema = schemaA) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("lead schema: valid input", () => {
  it("normalises a reading-A lead: trimmed name, E.164 phone, empty message as null", () => {
    expect(schemaA.parse({ ...validA, name: "  Ravi Kumar ", message: "" })).toMatchObject({
      name: "Ravi Kumar",
      phone: "+919876543210",
      email: null,
      service: "Wardrobe Installation",
      message: null,
      area: null,
    });
  });

  it.each(["+91 98765 43210", "+919876543210", "919876543210", "09876543210", "98765 43210", "98765-43210"])(
    "accepts the phone %j",
    (phone) => {
      expect(schemaA.parse({ ...validA, phone }).phone).toBe("+919876543210");
    },
  );

  it.each([
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 415 555 0100", "+14155550100"],
    ["+971 50 123 4567", "+971501234567"],
    ["+65 8123 4567", "+6581234567"],
    ["0044 20 7946 0958", "+442079460958"],
  ])("accepts the number from abroad %j, as %s", (phone, e164) => {
    expect(schemaA.parse({ ...validA, phone }).phone).toBe(e164);
  });

  it("reads the phone with the reader it is given (the server's, with the full metadata)", () => {
    const indianOnly = leadSchema({ services: carpentry.leadForm.services, readPhone: toIndianE164 });
    expect(indianOnly.parse(validA).phone).toBe("+919876543210");
    expect(fieldErrors(indianOnly.safeParse({ ...validA, phone: "+44 20 7946 0958" }).error!)).toEqual({
      phone: leadMessages.phone,
    });
  });

  it("accepts a reading-B lead with an e-mail and a landing-page area", () => {
    const lead = schemaB.parse({
      name: "Meera",
      phone: "9845012345",
      email: " Meera@Example.IN ",
      service: "Consultation Only",
      message: "2BHK",
      area: "Koramangala",
    });
    expect(lead).toMatchObject({ email: "meera@example.in", area: "Koramangala", message: "2BHK" });
  });

  it("accepts names of exactly 1 and 100 characters and a 2000-character message", () => {
    expect(errorsOf({ ...validA, name: "A" })).toEqual({});
    expect(errorsOf({ ...validA, name: "n".repeat(100), message: "m".repeat(2000) })).toEqual({});
  });

  it("ignores unknown fields", () => {
    expect(schemaA.parse({ ...validA, admin: true, status: "converted" })).not.toHaveProperty("status");
  });
});

describe("lead schema: invalid input names the field", () => {
  it.each([
    [{ name: "" }, "name", leadMessages.name],
    [{ name: "   \u0000 " }, "name", leadMessages.name],
    [{ name: "n".repeat(101) }, "name", leadMessages.nameTooLong],
    [{ name: 42 }, "name", leadMessages.name],
    [{ phone: "12345" }, "phone", leadMessages.phone],
    [{ phone: "+44 12" }, "phone", leadMessages.phone],
    [{ phone: "+1 555 0100" }, "phone", leadMessages.phone],
    [{ phone: "+999 1234 5678" }, "phone", leadMessages.phone],
    [{ phone: "" }, "phone", leadMessages.phone],
    [{ phone: ["9876543210"] }, "phone", leadMessages.phone],
    [{ email: "not-an-email" }, "email", leadMessages.email],
    [{ email: `${"a".repeat(250)}@x.in` }, "email", leadMessages.email],
    [{ service: "" }, "service", leadMessages.service],
    [{ service: "Complete Home Interior" }, "service", leadMessages.service],
    [{ message: "m".repeat(2001) }, "message", leadMessages.message],
  ])("%j → %s", (patch, field, message) => {
    expect(errorsOf({ ...validA, ...patch })).toEqual({ [field]: message });
  });

  it("reports every missing required field", () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(["name", "phone", "service"]);
  });

  it("refuses an area that has no landing page", () => {
    expect(Object.keys(errorsOf({ ...validA, service: "Modular Kitchen", area: "Mars" }, schemaB))).toEqual([
      "area",
    ]);
  });
});

describe("lead schema: hostile input", () => {
  it("strips control characters and bidi overrides but keeps the text as typed", () => {
    const lead = schemaA.parse({
      ...validA,
      name: "Ra\u0000vi\u202E <b>K</b>",
      message: "First line\r\nSecond\u0007 line; DROP TABLE leads;--",
    });
    expect(lead.name).toBe("Ravi <b>K</b>");
    expect(lead.message).toBe("First line\nSecond line; DROP TABLE leads;--");
  });

  it("keeps line breaks out of single-line fields", () => {
    expect(schemaA.parse({ ...validA, name: "Ravi\nKumar" }).name).toBe("Ravi Kumar");
  });

  it("cuts over-long attribution instead of refusing the lead", () => {
    const lead = schemaA.parse({
      ...validA,
      utm_source: "x".repeat(500),
      referrer: 12,
      source_path: "/contact",
    });
    expect(lead.utm_source).toHaveLength(200);
    expect(lead.referrer).toBeNull();
    expect(lead.source_path).toBe("/contact");
  });
});

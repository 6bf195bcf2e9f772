import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";
import { resolveSite } from "./site.server";

describe("parseEnv", () => {
  it("defaults to the carpentry profile on 127.0.0.1:3000", () => {
    expect(parseEnv({})).toMatchObject({ HOST: "127.0.0.1", PORT: 3000, SITE_PROFILE: "carpentry" });
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", SITE_PROFILE: "", BUSINESS_PHONE: "" })).toMatchObject({
      PORT: 3000,
      SITE_PROFILE: "carpentry",
      BUSINESS_PHONE: undefined,
    });
  });

  it("keeps closed leads for ever unless LEAD_RETENTION_MONTHS is set", () => {
    expect(parseEnv({}).LEAD_RETENTION_MONTHS).toBeNull();
    expect(parseEnv({ LEAD_RETENTION_MONTHS: "off" }).LEAD_RETENTION_MONTHS).toBeNull();
    expect(parseEnv({ LEAD_RETENTION_MONTHS: "24" }).LEAD_RETENTION_MONTHS).toBe(24);
  });

  it("counts the public pages unless ANALYTICS is off, and keeps their events 90 days unless told", () => {
    expect(parseEnv({})).toMatchObject({ ANALYTICS: true, ANALYTICS_RETENTION_DAYS: 90 });
    expect(parseEnv({ ANALYTICS: "off", ANALYTICS_RETENTION_DAYS: "30" })).toMatchObject({
      ANALYTICS: false,
      ANALYTICS_RETENTION_DAYS: 30,
    });
  });

  it("keeps no photo as sent unless KEEP_PHOTO_ORIGINALS is true", () => {
    expect(parseEnv({}).KEEP_PHOTO_ORIGINALS).toBe(false);
    expect(parseEnv({ KEEP_PHOTO_ORIGINALS: "true" }).KEEP_PHOTO_ORIGINALS).toBe(true);
  });

  it("normalises the business phone to E.164 and trims the public URL", () => {
    const env = parseEnv({ BUSINESS_PHONE: "098450 12345", PUBLIC_URL: "https://www.example.in/" });
    expect(env.BUSINESS_PHONE).toBe("+919845012345");
    expect(env.PUBLIC_URL).toBe("https://www.example.in");
  });

  it.each([
    ["SITE_PROFILE", "bakery", /^SITE_PROFILE must be one of carpentry/],
    ["PORT", "70000", /^PORT .*\(got "70000"\)$/],
    ["PORT", "abc", /^PORT /],
    ["PUBLIC_URL", "example.in", /^PUBLIC_URL must be an absolute http\(s\) URL/],
    ["PUBLIC_URL", "ftp://example.in", /^PUBLIC_URL /],
    ["BUSINESS_PHONE", "12345", /^BUSINESS_PHONE must be a valid Indian phone number/],
    ["BUSINESS_EMAIL", "not-an-email", /^BUSINESS_EMAIL must be an e-mail address/],
    ["MAIL_FROM", "x", /^MAIL_FROM must be a sender/],
    ["TRUST_PROXY", "yes", /^TRUST_PROXY must be true or false/],
    ["KEEP_PHOTO_ORIGINALS", "yes", /^KEEP_PHOTO_ORIGINALS must be true or false/],
    ["REQUIRE_2FA", "on", /^REQUIRE_2FA must be "off" or "admin" \(got "on"\)$/],
    ["REQUIRE_2FA", "Admin", /^REQUIRE_2FA must be "off" or "admin"/],
    ["LEAD_RETENTION_MONTHS", "0", /^LEAD_RETENTION_MONTHS must be a whole number of months from 1 to 600/],
    ["LEAD_RETENTION_MONTHS", "6m", /^LEAD_RETENTION_MONTHS must be a whole number/],
    ["ANALYTICS", "false", /^ANALYTICS must be "on" or "off"/],
    [
      "ANALYTICS_RETENTION_DAYS",
      "0",
      /^ANALYTICS_RETENTION_DAYS must be a whole number of days from 1 to 3650/,
    ],
    ["ANALYTICS_RETENTION_DAYS", "90d", /^ANALYTICS_RETENTION_DAYS must be a whole number/],
  ])("names %s when it is %j", (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  it.each([
    ["owner@example.in", ["owner@example.in"]],
    [" owner@example.in , office@example.in", ["owner@example.in", "office@example.in"]],
    ["none", []],
  ])("reads NOTIFY_EMAIL=%j as the alert addresses", (value, list) => {
    expect(parseEnv({ NOTIFY_EMAIL: value }).NOTIFY_EMAIL).toEqual(list);
    expect(parseEnv({}).NOTIFY_EMAIL).toBeUndefined();
  });

  it.each(["owner", "owner@example.in,", "owner@example.in;office@example.in"])(
    "refuses NOTIFY_EMAIL=%j",
    (value) => {
      expect(() => parseEnv({ NOTIFY_EMAIL: value })).toThrow(/^NOTIFY_EMAIL must be one e-mail address/);
    },
  );

  describe("new-lead alerts on WhatsApp", () => {
    const whatsapp = {
      WHATSAPP_TOKEN: "EAAG0123456789abcdefghij",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_APP_SECRET: "0123456789abcdef0123",
      WHATSAPP_VERIFY_TOKEN: "verify-me-please",
    };

    it.each([
      ["98450 12345", ["+919845012345"]],
      ["+91 98450-12345, 077600 98765,919845012345", ["+919845012345", "+917760098765"]],
    ])("reads NOTIFY_WHATSAPP=%j as the owner's numbers, with its template", (value, numbers) => {
      const env = parseEnv({
        ...whatsapp,
        NOTIFY_WHATSAPP: value,
        NOTIFY_WHATSAPP_TEMPLATE: "new_lead:en_GB",
      });
      expect(env.NOTIFY_WHATSAPP).toEqual(numbers);
      expect(env.NOTIFY_WHATSAPP_TEMPLATE).toEqual({ name: "new_lead", language: "en_GB" });
      const plain = parseEnv({ ...whatsapp, NOTIFY_WHATSAPP: value, NOTIFY_WHATSAPP_TEMPLATE: "new_lead" });
      expect(plain.NOTIFY_WHATSAPP_TEMPLATE).toEqual({ name: "new_lead", language: "en" });
      expect(parseEnv({}).NOTIFY_WHATSAPP).toBeUndefined();
    });

    it.each(["12345", "98450 12345; 77600 98765", "98450 12345,", "080 2345 6789"])(
      "refuses NOTIFY_WHATSAPP=%j: Indian mobile numbers only",
      (value) => {
        expect(() =>
          parseEnv({ ...whatsapp, NOTIFY_WHATSAPP: value, NOTIFY_WHATSAPP_TEMPLATE: "new_lead" }),
        ).toThrow(/^NOTIFY_WHATSAPP must be one Indian mobile number/);
      },
    );

    it.each(["New Lead", "new_lead:english", "new_lead:en:IN", ":en"])(
      "refuses NOTIFY_WHATSAPP_TEMPLATE=%j",
      (value) => {
        expect(() =>
          parseEnv({ ...whatsapp, NOTIFY_WHATSAPP: "98450 12345", NOTIFY_WHATSAPP_TEMPLATE: value }),
        ).toThrow(/^NOTIFY_WHATSAPP_TEMPLATE must be an approved template's name and its language/);
      },
    );

    it("refuses the numbers without the WhatsApp settings or the template, and a template alone", () => {
      const partial = { ...whatsapp, WHATSAPP_APP_SECRET: "" };
      expect(() =>
        parseEnv({ ...partial, NOTIFY_WHATSAPP: "98450 12345", NOTIFY_WHATSAPP_TEMPLATE: "new_lead" }),
      ).toThrow(
        /^NOTIFY_WHATSAPP needs the WhatsApp settings to send with: WHATSAPP_APP_SECRET must be set too$/,
      );
      expect(() => parseEnv({ ...whatsapp, NOTIFY_WHATSAPP: "98450 12345" })).toThrow(
        /^NOTIFY_WHATSAPP needs NOTIFY_WHATSAPP_TEMPLATE/,
      );
      expect(() => parseEnv({ ...whatsapp, NOTIFY_WHATSAPP_TEMPLATE: "new_lead" })).toThrow(
        /^NOTIFY_WHATSAPP_TEMPLATE is set but NOTIFY_WHATSAPP is not/,
      );
      expect(() => parseEnv({ NOTIFY_WHATSAPP: "", NOTIFY_WHATSAPP_TEMPLATE: "" })).not.toThrow();
    });
  });

  it.each([
    ["07:30", "07:30"],
    ["", "09:00"],
  ])("reads DIGEST_TIME=%j as %s, and refuses a time that is not HH:MM", (value, time) => {
    expect(parseEnv({ DIGEST_TIME: value }).DIGEST_TIME).toBe(time);
    for (const bad of ["9:00", "24:00", "09:60", "nine"]) {
      expect(() => parseEnv({ DIGEST_TIME: bad })).toThrow(/^DIGEST_TIME must be a time of day/);
    }
  });

  it("reports every bad variable at once, in one line", () => {
    expect(() => parseEnv({ PORT: "0", BUSINESS_EMAIL: "x" })).toThrow(/^PORT.*; BUSINESS_EMAIL[^\n]*$/);
  });

  it.each(["0x10", "1e3", "3000.0", " 3000", "+3000", "-1", "0", "65536", "Infinity"])(
    "refuses PORT=%j: decimal digits only, 1-65535",
    (value) => {
      expect(() => parseEnv({ PORT: value })).toThrow(
        `PORT must be a whole number from 1 to 65535 (got ${JSON.stringify(value)})`,
      );
    },
  );

  it.each([
    ["1", 1],
    ["65535", 65535],
    ["08080", 8080],
  ])("accepts PORT=%j", (value, port) => {
    expect(parseEnv({ PORT: value }).PORT).toBe(port);
  });

  it.each(["5/99999999999999d", "5/2d", "5/25h", "0/10m", "5000000000/10m"])(
    "refuses LEAD_RATE_LIMIT=%j",
    (value) => {
      expect(() => parseEnv({ LEAD_RATE_LIMIT: value })).toThrow(/^LEAD_RATE_LIMIT must be/);
    },
  );

  it.each([
    ":memory:",
    "file::memory:",
    "sqlite::memory:",
    "file:leads.db?mode=memory",
    "file:x?cache=shared&mode=memory",
  ])("refuses the in-memory database DATABASE_URL=%j: its leads would be lost at every restart", (value) => {
    expect(() => parseEnv({ DATABASE_URL: value })).toThrow(/^DATABASE_URL .*in-memory/);
  });

  it("refuses a PUBLIC_URL that carries a user name or password: it is printed in every page", () => {
    expect(() => parseEnv({ PUBLIC_URL: "https://admin:hunter22@example.in" })).toThrow(/^PUBLIC_URL /);
  });

  it.each([
    [{}, "off"],
    [{ REQUIRE_2FA: "" }, "off"],
    [{ REQUIRE_2FA: "off" }, "off"],
    [{ REQUIRE_2FA: "admin" }, "admin"],
  ])("reads REQUIRE_2FA from %j as %j (off unless set to admin)", (source, value) => {
    expect(parseEnv(source).REQUIRE_2FA).toBe(value);
  });

  describe("never repeats a secret it refuses", () => {
    it.each([
      ["AUTH_SECRET", "too-short-but-secret", "too-short-but-secret"],
      ["SMTP_URL", "smtp//user:s3cretpass@smtp.example.in:465", "s3cretpass"],
      ["SMTP_URL", "http://user:s3cretpass@smtp.example.in", "s3cretpass"],
      ["DATABASE_URL", "mysql://root:s3cretpass@db.example.in/leads", "s3cretpass"],
      ["PUBLIC_URL", "https://admin:s3cretpass@example.in", "s3cretpass"],
    ])("%s=%j", (name, value, secret) => {
      expect(() => parseEnv({ [name]: value, PORT: "0x10" })).toThrow(EnvError);
      expect(() => parseEnv({ [name]: value, PORT: "0x10" })).not.toThrow(secret);
      expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^${name} `));
    });

    it("shows a URL with its password masked", () => {
      expect(() => parseEnv({ SMTP_URL: "http://user:s3cretpass@smtp.example.in" })).toThrow(
        'SMTP_URL must be an smtp:// or smtps:// URL (got "http://user:***@smtp.example.in")',
      );
    });
  });
});

describe("resolveSite", () => {
  it("applies phone, e-mail and public URL overrides to the profile", () => {
    const site = resolveSite(
      parseEnv({ BUSINESS_PHONE: "080 4000 1234", BUSINESS_EMAIL: "a@b.in", PUBLIC_URL: "https://b.in" }),
    );
    expect(site.business.phone).toBe("+918040001234");
    expect(site.phoneDisplay).toBe("+91 80 4000 1234");
    expect(site.business.email).toBe("a@b.in");
    expect(site.publicUrl).toBe("https://b.in");
  });

  it("falls back to the profile's facts and the local address", () => {
    const site = resolveSite(parseEnv({ PORT: "4000" }));
    expect(site.business.phone).toBe("+919876543210");
    expect(site.publicUrl).toBe("http://localhost:4000");
  });
});

import { describe, expect, it } from "vitest";
import { EnvError } from "../env.server";
import { defaultGraphApiUrl, parseWhatsAppConfig } from "./whatsapp-config.server";
import { signatureOf, validSignature } from "./webhook-signature.server";

const all = {
  WHATSAPP_TOKEN: "EAAGm0PX4ZCpsBAKZAZBq0secret0token",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "0123456789abcdef0123",
  WHATSAPP_VERIFY_TOKEN: "our-own-words",
};

describe("the WhatsApp settings", () => {
  it("are off when none is set, and on with all four, at Meta's pinned Graph API version by default", () => {
    expect(parseWhatsAppConfig({})).toEqual({ configured: false });
    expect(parseWhatsAppConfig(all)).toMatchObject({ configured: true, apiUrl: defaultGraphApiUrl });
    expect(parseWhatsAppConfig({ ...all, WHATSAPP_API_URL: "http://127.0.0.1:9/v23.0/" })).toMatchObject({
      apiUrl: "http://127.0.0.1:9/v23.0",
    });
  });

  it("stop the start when only some are set, naming the missing ones and never showing a secret", () => {
    const attempt = () => parseWhatsAppConfig({ WHATSAPP_TOKEN: all.WHATSAPP_TOKEN });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN must be set too/,
    );
    expect(() => parseWhatsAppConfig({ ...all, WHATSAPP_APP_SECRET: "short" })).toThrow(
      /^WHATSAPP_APP_SECRET must be the app secret Meta shows$/,
    );
    expect(() => parseWhatsAppConfig({ ...all, WHATSAPP_PHONE_NUMBER_ID: "+91 98450" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID must be the phone number ID Meta shows \(digits only\) \(got "\+91 98450"\)/,
    );
  });
});

describe("a webhook's signature", () => {
  const body = new TextEncoder().encode('{"object":"whatsapp_business_account","entry":[]}');
  it("is the HMAC-SHA256 of the raw body under the app secret", () => {
    expect(validSignature(body, signatureOf(body, all.WHATSAPP_APP_SECRET), all.WHATSAPP_APP_SECRET)).toBe(
      true,
    );
  });
  it("is refused when missing, malformed, under another secret, or over other bytes", () => {
    const good = signatureOf(body, all.WHATSAPP_APP_SECRET);
    expect(validSignature(body, null, all.WHATSAPP_APP_SECRET)).toBe(false);
    expect(validSignature(body, "sha256=abc", all.WHATSAPP_APP_SECRET)).toBe(false);
    expect(validSignature(body, signatureOf(body, "another-secret-entirely"), all.WHATSAPP_APP_SECRET)).toBe(
      false,
    );
    const respaced = new TextEncoder().encode('{"object": "whatsapp_business_account","entry":[]}');
    expect(validSignature(respaced, good, all.WHATSAPP_APP_SECRET)).toBe(false);
  });
});

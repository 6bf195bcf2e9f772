import { describe, expect, it } from "vitest";
import { setupCodeOf } from "./setup-code.server";

const uri =
  "otpauth://totp/BTM%20Carpentry%20Works:meera%40staff.example.in?secret=KRUGS4ZANFZSAYJAORSXG5BAONSWG4TFOQ&issuer=BTM+Carpentry+Works&digits=6&period=30";

describe("setupCodeOf", () => {
  it("groups the setup key in fours for typing", () => {
    expect(setupCodeOf(uri).key).toBe("KRUG S4ZA NFZS AYJA ORSX G5BA ONSW G4TF OQ");
  });

  it("draws the QR code as rectangles of whole modules, inside its size", () => {
    const { qr } = setupCodeOf(uri);
    expect(qr.size).toBeGreaterThanOrEqual(21);
    const rects = qr.path.match(/M\d+ \d+h\d+v1h-\d+z/g) ?? [];
    expect(rects.join("")).toBe(qr.path);
    for (const rect of rects) {
      const [, x, y, w] = /M(\d+) (\d+)h(\d+)/.exec(rect)!.map(Number);
      expect(x! + w!).toBeLessThanOrEqual(qr.size);
      expect(y).toBeLessThan(qr.size);
    }
    // The three finder patterns: a run of seven dark modules starts the first row.
    expect(qr.path.startsWith("M0 0h7v1h-7z")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { financialYear, istDate, quoteNumber } from "./quote-numbers.server";

describe("quote numbers", () => {
  it("runs the financial year from 1 April to 31 March in India's time", () => {
    expect(financialYear(new Date("2027-03-31T18:29:59.999Z"))).toBe("2026-27"); // 23:59:59 IST, 31 March
    expect(financialYear(new Date("2027-03-31T18:30:00.000Z"))).toBe("2027-28"); // 00:00 IST, 1 April
    expect(financialYear(new Date("2026-11-27T06:00:00.000Z"))).toBe("2026-27");
    expect(financialYear(new Date("2099-06-01T00:00:00.000Z"))).toBe("2099-00");
    expect(istDate(new Date("2027-03-31T18:30:00.000Z"))).toBe("2027-04-01");
  });

  it("writes four digits, more past 9999", () => {
    expect(quoteNumber("2026-27", 1)).toBe("Q/2026-27/0001");
    expect(quoteNumber("2026-27", 10000)).toBe("Q/2026-27/10000");
  });
});

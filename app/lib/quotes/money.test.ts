import { describe, expect, it } from "vitest";
import { amountInWords, formatInr, parseRupees, rupees } from "./money";

describe("paise from rupees as written", () => {
  it("reads rupees with up to two decimals", () => {
    expect(parseRupees("1450.00")).toBe(145000);
    expect(parseRupees("1450")).toBe(145000);
    expect(parseRupees("1450.5")).toBe(145050);
    expect(parseRupees("0.01")).toBe(1);
    expect(parseRupees("₹1,23,456.50")).toBe(12345650);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "-5", "1.234", "abc", "1e5", "12345678901", "1.", ".5"])
      expect(parseRupees(text), text).toBeNull();
  });

  it("writes paise back as rupees with two decimals", () => {
    expect(rupees(145000)).toBe("1450.00");
    expect(rupees(7186200)).toBe("71862.00");
    expect(rupees(5)).toBe("0.05");
    expect(rupees(-40)).toBe("-0.40");
  });
});

describe("Indian grouping", () => {
  it("groups thousands, lakhs and crores", () => {
    expect(formatInr(0)).toBe("₹0.00");
    expect(formatInr(99900)).toBe("₹999.00");
    expect(formatInr(100000)).toBe("₹1,000.00");
    expect(formatInr(12345600)).toBe("₹1,23,456.00");
    expect(formatInr(123456789_00)).toBe("₹12,34,56,789.00");
    expect(formatInr(1_00_00_000_00 * 100)).toBe("₹1,00,00,00,000.00");
  });

  it("puts a minus before a negative amount", () => {
    expect(formatInr(-40)).toBe("-₹0.40");
    expect(formatInr(-12345600)).toBe("-₹1,23,456.00");
  });
});

describe("amounts in words", () => {
  it("says lakhs, thousands and paise", () => {
    expect(amountInWords(12345650)).toBe(
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only",
    );
  });

  it("says crores", () => {
    expect(amountInWords(123456789_00)).toBe(
      "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only",
    );
    expect(amountInWords(100_00_00_000_00)).toBe("Rupees One Hundred Crore Only");
    expect(amountInWords(1_00_00_000_00)).toBe("Rupees One Crore Only");
  });

  it("says zero, round numbers and paise alone", () => {
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(7186200)).toBe("Rupees Seventy-One Thousand Eight Hundred Sixty-Two Only");
    expect(amountInWords(10000000)).toBe("Rupees One Lakh Only");
    expect(amountInWords(1100)).toBe("Rupees Eleven Only");
    expect(amountInWords(5)).toBe("Rupees Zero and Five Paise Only");
  });
});

// Money is integer paise everywhere (1 rupee = 100 paise): parsed from rupees as written, shown in
// Indian grouping (₹1,23,456.00) and in words in the Indian system (crore, lakh, thousand, hundred).
// Nothing here uses floating point for amounts.

const rupeesPattern = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/**
 * Rupees as written ("1450", "1450.5", "1450.00", "₹1,450.00") as paise, or null when it is not an
 * amount (negative, more than two decimals, more than 10 digits of rupees).
 */
export function parseRupees(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, "").replace(/,/g, "");
  const match = rupeesPattern.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}

/** Paise as a rupee string with two decimals: 145000 -> "1450.00", -40 -> "-0.40". */
export function rupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Whole rupees in Indian grouping: 12345678 -> "1,23,45,678". */
export function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${rest},${last3}`;
}

/** Paise in Indian grouping with the rupee sign: 12345600 -> "₹1,23,456.00"; negative with a minus: "-₹0.40". */
export function formatInr(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

const ones = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const tens = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1 to 99: "Twenty-Three". */
function belowHundred(n: number): string {
  if (n < 20) return ones[n]!;
  const unit = n % 10;
  return unit === 0 ? tens[Math.floor(n / 10)]! : `${tens[Math.floor(n / 10)]!}-${ones[unit]!}`;
}

/** A positive whole number in the Indian system: 12345678 -> "One Crore Twenty-Three Lakh ...". */
export function numberInWords(n: number): string {
  if (n === 0) return ones[0]!;
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  // Above 99 crore the crores are themselves counted in lakh and thousand ("One Hundred Crore").
  if (crore > 0) parts.push(`${numberInWords(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  const hundred = Math.floor(rest / 100);
  rest %= 100;
  if (hundred > 0) parts.push(`${ones[hundred]!} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/**
 * Paise in words: 12345650 -> "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and
 * Fifty Paise Only"; 0 -> "Rupees Zero Only"; 50 -> "Rupees Zero and Fifty Paise Only".
 */
export function amountInWords(paise: number): string {
  const abs = Math.abs(Math.trunc(paise));
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  const sign = paise < 0 ? "Minus " : "";
  const paiseWords = fraction > 0 ? ` and ${belowHundred(fraction)} Paise` : "";
  return `${sign}Rupees ${numberInWords(whole)}${paiseWords} Only`;
}

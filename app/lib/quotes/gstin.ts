import { isGstStateCode } from "./gst-states";

// A GSTIN: 15 characters, the state code in the first two, the holder's PAN in the next ten, an
// entity number, "Z", and a check character computed from the first fourteen (mod 36).

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const shape = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character the first fourteen characters call for. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = alphabet.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = "shape" | "state" | "check";

/** What is wrong with a GSTIN (upper-cased, spaces removed first), or null when it is valid. */
export function gstinProblem(value: string): GstinProblem | null {
  const gstin = normaliseGstin(value);
  if (!shape.test(gstin)) return "shape";
  if (!isGstStateCode(gstin.slice(0, 2))) return "state";
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : "check";
}

export const gstinMessages: Record<GstinProblem, string> = {
  shape: "A GSTIN is 15 characters: 2 digits, 10 of the PAN, then 3 more (e.g. 29ABCDE1234F1ZW).",
  state: "A GSTIN starts with a state code (29 for Karnataka).",
  check: "This GSTIN's last character does not match the rest: check it for a typing mistake.",
};

export const normaliseGstin = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** The state code a valid GSTIN is registered in. */
export const gstinState = (gstin: string) => gstin.slice(0, 2);

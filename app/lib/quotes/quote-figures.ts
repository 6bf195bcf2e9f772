import type { GstRate, QuoteDocument, QuoteFigures, QuoteLine, TaxBreakup } from "./quote-document";

// The figures of a quote, from its lines, for one choice of optional lines. Pure: the server runs it
// once when a version is saved (and stores the result), the customer's page runs it again when
// optional lines are ticked. All arithmetic is on integers (BigInt where a product could pass 2^53).
//
// The one rounding rule: every division rounds half-up to the paisa, once, where it happens:
// 1. a line's amount: quantity (in thousandths) x rate (paise) / 1000, half-up;
// 2. a percent discount: included subtotal x percent / 100, half-up (an amount discount is exact;
//    neither is ever more than the subtotal);
// 3. the discount is spread over the included lines in proportion to their amounts (each line's
//    share rounded down, the paise left over given one each to the largest remainders, earlier
//    lines first on a tie), so the shares add up exactly to the discount; each GST rate's taxable
//    value is its lines' amounts less their shares;
// 4. the tax of each rate, half-up: CGST and SGST each at half the rate, computed separately from
//    the same taxable value (so they are equal); IGST at the rate; none when not registered;
// 5. the total to the nearest rupee (half-up), the difference its own round-off line;
// 6. each payment stage's share of the total by percent, half-up, the last stage taking what is left.

/** a / b rounded half-up (a, b >= 0; b > 0). */
export function divideHalfUp(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

const quantityPattern = /^(\d{1,7})(?:\.(\d{1,3}))?$/;

/** A decimal quantity ("42", "12.5", "0.125") in thousandths, or null when not one (max 3 places). */
export function quantityThousandths(quantity: string): number | null {
  const match = quantityPattern.exec(quantity.trim());
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
}

/** A quantity written the shortest way: "42.500" -> "42.5", "007" -> "7". */
export function normaliseQuantity(quantity: string): string | null {
  const thousandths = quantityThousandths(quantity);
  if (thousandths === null) return null;
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** round-half-up(quantity x rate) in paise; throws on a quantity that is not a decimal of up to 3 places. */
export function lineAmountPaise(quantity: string, ratePaise: number): number {
  const thousandths = quantityThousandths(quantity);
  if (thousandths === null) throw new Error(`not a quantity: ${quantity}`);
  return Number(divideHalfUp(BigInt(thousandths) * BigInt(ratePaise), 1000n));
}

type FiguresInput = Pick<QuoteDocument, "sections" | "discount" | "taxKind" | "paymentSchedule">;

/** Shares of `total` in proportion to `weights` that add up to it exactly (largest remainder). */
export function spreadInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((weight) => Number((bigTotal * BigInt(weight)) / bigSum));
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: (bigTotal * BigInt(weight)) % bigSum,
  }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The lines counted for this choice: every line not optional, and the optional ones included. */
export function includedLines(
  doc: Pick<QuoteDocument, "sections">,
  included: readonly string[],
): QuoteLine[] {
  const ticked = new Set(included);
  return doc.sections.flatMap((section) =>
    section.lines.filter((line) => !line.optional || ticked.has(line.key)),
  );
}

/** The percent discount's paise for a subtotal (half-up), or the amount's; never more than the subtotal. */
export function discountPaise(discount: QuoteDocument["discount"], subtotalPaise: number): number {
  if (!discount) return 0;
  const raw =
    discount.kind === "amount"
      ? discount.paise
      : Number(divideHalfUp(BigInt(subtotalPaise) * BigInt(Math.round(discount.percent * 100)), 10_000n));
  return Math.max(0, Math.min(raw, subtotalPaise));
}

export function quoteFigures(doc: FiguresInput, included: readonly string[]): QuoteFigures {
  const lines = includedLines(doc, included);
  const includedKeys = lines.filter((line) => line.optional).map((line) => line.key);
  const subtotalPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const discount = discountPaise(doc.discount, subtotalPaise);
  const shares = spreadInProportion(
    discount,
    lines.map((line) => line.amountPaise),
  );

  const byRate = new Map<GstRate, number>();
  lines.forEach((line, index) => {
    byRate.set(line.gstRate, (byRate.get(line.gstRate) ?? 0) + line.amountPaise - shares[index]!);
  });
  const taxablePaise = subtotalPaise - discount;

  const breakup: TaxBreakup[] =
    doc.taxKind === "none"
      ? []
      : [...byRate.entries()]
          .sort(([a], [b]) => a - b)
          .map(([gstRate, taxable]) => {
            const base = BigInt(taxable);
            const half = doc.taxKind === "intra" ? Number(divideHalfUp(base * BigInt(gstRate), 200n)) : 0;
            return {
              gstRate,
              taxablePaise: taxable,
              cgstPaise: half,
              sgstPaise: half,
              igstPaise: doc.taxKind === "inter" ? Number(divideHalfUp(base * BigInt(gstRate), 100n)) : 0,
            };
          });
  const cgstPaise = breakup.reduce((sum, row) => sum + row.cgstPaise, 0);
  const sgstPaise = breakup.reduce((sum, row) => sum + row.sgstPaise, 0);
  const igstPaise = breakup.reduce((sum, row) => sum + row.igstPaise, 0);

  const exact = taxablePaise + cgstPaise + sgstPaise + igstPaise;
  const totalPaise = Number(divideHalfUp(BigInt(exact), 100n)) * 100;
  const roundOffPaise = totalPaise - exact;

  const schedulePaise: number[] = [];
  let scheduled = 0;
  doc.paymentSchedule.forEach((stage, index) => {
    const amount =
      index === doc.paymentSchedule.length - 1
        ? totalPaise - scheduled
        : Number(divideHalfUp(BigInt(totalPaise) * BigInt(stage.percent), 100n));
    scheduled += amount;
    schedulePaise.push(amount);
  });

  return {
    included: includedKeys,
    subtotalPaise,
    discountPaise: discount,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    breakup,
    roundOffPaise,
    totalPaise,
    schedulePaise,
  };
}

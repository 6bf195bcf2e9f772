import { customerCopy } from "~/lib/quotes/customer-copy";
import type { FiguresOnly } from "~/lib/quotes/customer-choice";
import { figureRows } from "~/lib/quotes/figure-rows";
import { amountInWords, formatInr } from "~/lib/quotes/money";
import { quoteFigures } from "~/lib/quotes/quote-figures";

/**
 * The customer's quote page: ticking an optional line works the totals, the schedule and the
 * approval's total out again at once, with the same function and rounding as the server. The
 * "Update totals" button (the way without JavaScript) is then hidden.
 */
export function enhanceQuoteOptions(): void {
  const source = document.getElementById("quote-figures-input");
  const totals = document.getElementById("quote-totals");
  if (!source || !totals) return;
  const doc = JSON.parse(source.textContent ?? "{}") as FiguresOnly;
  const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="include"]')];
  for (const button of document.querySelectorAll<HTMLElement>("[data-update-totals]")) button.hidden = true;
  // The rows' looks, as the server drew them: the first row plain, the last (the total) strong.
  const rowClass = totals.firstElementChild?.className ?? "";
  const totalClass = totals.lastElementChild?.className ?? "";

  const update = () => {
    const included = boxes.filter((box) => box.checked).map((box) => box.value);
    const figures = quoteFigures(doc, included);
    totals.replaceChildren(
      ...figureRows(doc, figures).map((row) => {
        const item = document.createElement("div");
        item.className = row.strong ? totalClass : rowClass;
        const term = document.createElement("dt");
        term.textContent = row.label;
        const value = document.createElement("dd");
        value.textContent = formatInr(row.paise);
        item.append(term, value);
        return item;
      }),
    );
    const words = document.getElementById("quote-words");
    if (words?.lastChild) words.lastChild.textContent = amountInWords(figures.totalPaise);
    document.querySelectorAll("#quote-schedule li").forEach((stage, index) => {
      const amount = stage.lastElementChild;
      if (amount) amount.textContent = formatInr(figures.schedulePaise[index] ?? 0);
    });
    const confirm = document.querySelector("[data-confirm-text]");
    if (confirm) confirm.textContent = customerCopy.approve.confirm(formatInr(figures.totalPaise));
  };
  for (const box of boxes) box.addEventListener("change", update);
  // Ticks made before the script ran count too.
  update();
}

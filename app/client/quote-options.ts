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
  // The rows as the server drew them, copied for each new row: the first plain, the last (the total)
  // strong. Copies keep the page to the styles it was served with.
  const plainRow = totals.firstElementChild;
  const strongRow = totals.lastElementChild;
  if (!plainRow || !strongRow) return;

  const update = () => {
    const included = boxes.filter((box) => box.checked).map((box) => box.value);
    const figures = quoteFigures(doc, included);
    totals.replaceChildren(
      ...figureRows(doc, figures).map((row) => {
        const item = (row.strong ? strongRow : plainRow).cloneNode(true) as Element;
        const [term, value] = [item.querySelector("dt"), item.querySelector("dd")];
        if (term) term.textContent = row.label;
        if (value) value.textContent = formatInr(row.paise);
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

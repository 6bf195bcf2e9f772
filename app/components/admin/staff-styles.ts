/**
 * The staff pages' outer box. Notices show in the bottom corner, over the page, for five seconds;
 * the page scrolls a focused control clear of them (scroll padding in app.css), and this box leaves
 * room below the content so even the last control can scroll clear (WCAG 2.4.11).
 */
export const staffPageClass = "min-h-screen bg-wood-50 pb-36";

/** The desk's buttons and button-like links: a filled one for the main action, an outlined one beside it. */
export const staffButtonClass = {
  primary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-wood-700 px-4 py-2 font-semibold text-white hover:bg-wood-800",
  /** Full width, for the one button of a sign-in or password form. */
  block:
    "inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-wood-700 px-5 py-3 font-semibold text-white hover:bg-wood-800 disabled:opacity-70",
  outline:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 border-wood-700 px-4 py-2 font-semibold text-wood-800 hover:bg-wood-100",
};

/** A white card on the desk's page. */
export const staffCardClass = "rounded-2xl border border-wood-200 bg-white shadow-sm";

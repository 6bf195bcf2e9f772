import { inputClass } from "~/components/forms/field";

/**
 * The staff forms' text inputs: the shared input style, keeping the site's focus outline (app.css,
 * 3px wood-500, 4.3:1 against white). The shared style turns that outline off on focus and shows a
 * ring of wood-500 at 40% instead, about 1.6:1 against white: too faint to see (WCAG 1.4.11, 2.4.7).
 */
export const staffInputClass = `${inputClass} focus-visible:outline-solid`;

/**
 * The staff pages' outer box. Notices show in the bottom corner, over the page, for five seconds:
 * the root scroller gets bottom scroll padding while a staff page is shown, so the browser scrolls a
 * control that gets focus clear of that corner, and the page has room below its content so even the
 * last control can scroll clear. A notice never hides the control a keyboard user is on (WCAG 2.4.11).
 */
export const staffPageClass = "min-h-screen bg-wood-50 pb-36 [html:has(&)]:scroll-pb-36";

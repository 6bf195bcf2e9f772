/**
 * The staff pages' outer box. Notices show in the bottom corner, over the page, for five seconds;
 * the page scrolls a focused control clear of them (scroll padding in app.css), and this box leaves
 * room below the content so even the last control can scroll clear (WCAG 2.4.11).
 */
export const staffPageClass = "min-h-screen bg-wood-50 pb-36";

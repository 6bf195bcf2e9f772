/** A notice shown at the bottom of the screen: one at a time, for 5000 ms; a newer one replaces it. */
export type Toast = { title: string; text: string; tone?: "success" | "error" };

export const toastDurationMs = 5000;

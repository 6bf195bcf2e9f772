// First-touch attribution: what brought the visitor (utm_* and the referring site) is captured on
// the page they land on and sent with the form, even after they have browsed to another page.

const storageKey = "first-touch";
export const utmFields = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
type Attribution = Partial<Record<(typeof utmFields)[number] | "referrer", string>>;

export function attributionFrom(url: URL, referrer: string): Attribution {
  const found: Attribution = {};
  for (const field of utmFields) {
    const value = url.searchParams.get(field);
    if (value) found[field] = value;
  }
  // Only another site counts as a referrer; moving between our own pages does not.
  if (referrer && !referrer.startsWith(url.origin)) found.referrer = referrer;
  return found;
}

/** Remembers the landing page's attribution once per visit (browser only). */
export function captureFirstTouch(): void {
  try {
    if (sessionStorage.getItem(storageKey) !== null) return;
    sessionStorage.setItem(
      storageKey,
      JSON.stringify(attributionFrom(new URL(location.href), document.referrer)),
    );
  } catch {
    // Storage can be disabled; attribution is a nice-to-have, the enquiry is what matters.
  }
}

export function firstTouch(): Attribution {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as Attribution;
  } catch {
    return {};
  }
}

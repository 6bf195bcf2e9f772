// Link builders for the three ways a visitor reaches the business.

export function telHref(e164: string): string {
  return `tel:${e164.replace(/[^\d+]/g, "")}`;
}

/** Click-to-chat link; the prefilled text tells the business what the chat is about. */
export function whatsappHref(e164: string, text?: string): string {
  const digits = e164.replace(/\D/g, "");
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** Fills {name} placeholders; unknown placeholders are left as they are. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

type Place = { name: string; address: string; lat: number; lng: number };

/** Keyless Google Maps embed centred on the business. */
export function mapEmbedUrl(place: Place): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(`${place.name}, ${place.address}`)}&ll=${place.lat},${place.lng}&z=16&output=embed`;
}

/** Opens directions in Google Maps (the app on phones). */
export function directionsUrl(place: Place): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${place.lat},${place.lng}`;
}

/**
 * A WhatsApp chat with a lead, opened with the business's greeting naming the person and the service
 * (the greeting's {business} is filled in with the other facts already, site-facts.ts).
 */
export function leadWhatsappHref(
  greeting: string,
  lead: { name: string; phone: string; service: string },
): string {
  return whatsappHref(lead.phone, fillTemplate(greeting, { name: lead.name, service: lead.service }));
}

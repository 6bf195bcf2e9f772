import type { Profile } from "~/profiles/schema";

/** "08:00" → "8:00 AM". */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

export function formatAddress(address: Profile["business"]["address"]): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

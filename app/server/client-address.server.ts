import { isIP } from "node:net";

/**
 * The client's address in one spelling: lower case, an IPv4 address written as IPv6
 * (`::ffff:203.0.113.5`) as plain IPv4. `candidate` is what the request says (the trusted proxy's
 * X-Forwarded-For hop, or the socket's address); anything that is not an IP address there, such
 * as a made-up header, is ignored and the socket's address is used.
 */
export function clientAddressOf(candidate: string | undefined, socketAddress: string | undefined): string {
  const address = [candidate, socketAddress].find((value) => value !== undefined && isIP(value) !== 0);
  if (address === undefined) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/**
 * The address one trusted proxy saw the request come from: the last hop its X-Forwarded-For
 * names (what Express's req.ip gives with "trust proxy" set to one hop), or undefined without one.
 */
export function lastForwardedHop(header: string | string[] | undefined): string | undefined {
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",");
  return hops.map((hop) => hop.trim()).findLast((hop) => hop !== "");
}

/** An IPv6 address as its eight groups of four hex digits. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...missing, ...right].map((group) => group.padStart(4, "0"));
}

/**
 * Who a rate limit counts: an IPv4 address, or the /64 network of an IPv6 address (one household
 * or server is handed a whole /64, so its addresses are one client's).
 */
export function rateLimitClient(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}

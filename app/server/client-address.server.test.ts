import { describe, expect, it } from "vitest";
import { clientAddressOf, lastForwardedHop, rateLimitClient } from "./client-address.server";

describe("clientAddressOf", () => {
  it("takes the request's address when it is an IP address, in one spelling", () => {
    expect(clientAddressOf("203.0.113.5", "127.0.0.1")).toBe("203.0.113.5");
    expect(clientAddressOf("2001:DB8:AA::1", "127.0.0.1")).toBe("2001:db8:aa::1");
    expect(clientAddressOf("::ffff:203.0.113.5", "127.0.0.1")).toBe("203.0.113.5");
  });

  it.each(["garbage", "203.0.113.5:1234", "", "2001:db8::1::2", "1.2.3.4, 5.6.7.8"])(
    "ignores %j and uses the socket's address",
    (forwarded) => {
      expect(clientAddressOf(forwarded, "::ffff:127.0.0.1")).toBe("127.0.0.1");
    },
  );
});

describe("lastForwardedHop", () => {
  it("is the hop the proxy itself added: the last in the list", () => {
    expect(lastForwardedHop("198.51.100.7")).toBe("198.51.100.7");
    expect(lastForwardedHop("10.0.0.1, 198.51.100.7")).toBe("198.51.100.7");
    expect(lastForwardedHop(" 10.0.0.1 ,2001:db8::1 ")).toBe("2001:db8::1");
    expect(lastForwardedHop(["10.0.0.1", "198.51.100.7"])).toBe("198.51.100.7");
  });

  it("is nothing without a hop", () => {
    expect(lastForwardedHop(undefined)).toBeUndefined();
    expect(lastForwardedHop("")).toBeUndefined();
    expect(lastForwardedHop(" , ")).toBeUndefined();
  });
});

describe("rateLimitClient", () => {
  it("counts an IPv4 address by itself", () => {
    expect(rateLimitClient("203.0.113.5")).toBe("203.0.113.5");
  });

  it("counts every address of an IPv6 /64 as one client, however it is written", () => {
    const network = "2001:0db8:00aa:0000::/64";
    for (const address of ["2001:db8:aa::1", "2001:db8:aa:0:ffff::3", "2001:db8:aa:0:1:2:3:4"]) {
      expect(rateLimitClient(clientAddressOf(address, undefined))).toBe(network);
    }
    expect(rateLimitClient(clientAddressOf("2001:DB8:AA::1", undefined))).toBe(network);
    expect(rateLimitClient("2001:db8:aa:1::1")).not.toBe(network);
  });
});

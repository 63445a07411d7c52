import { describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { clientAddress, parseTrustProxy, type TrustProxy } from "./trust-proxy";

const trust = (setting: string): TrustProxy => {
  const parsed = parseTrustProxy(setting);
  if (typeof parsed === "string") throw new Error(parsed);
  return parsed;
};

describe("TRUST_PROXY", () => {
  it("trusts nobody by default: X-Forwarded-For is the client's own word", () => {
    for (const setting of ["", "false", "0"]) {
      expect(clientAddress("203.0.113.9", "198.51.100.1", trust(setting))).toBe("203.0.113.9");
    }
  });

  it("with one proxy takes the right-most entry, the one the proxy wrote, not the left-most the client wrote", () => {
    for (const setting of ["1", "true"]) {
      // The client sent "X-Forwarded-For: 1.1.1.1"; nginx appended the address it saw.
      expect(clientAddress("127.0.0.1", "1.1.1.1, 203.0.113.9", trust(setting))).toBe("203.0.113.9");
      expect(clientAddress("127.0.0.1", "203.0.113.9", trust(setting))).toBe("203.0.113.9");
      expect(clientAddress("127.0.0.1", undefined, trust(setting))).toBe("127.0.0.1");
    }
  });

  it("counts hops: two proxies trust the peer and the right-most entry", () => {
    expect(clientAddress("10.0.0.2", "1.1.1.1, 203.0.113.9, 10.0.0.1", trust("2"))).toBe("203.0.113.9");
    // Fewer entries than hops: the left-most there is.
    expect(clientAddress("10.0.0.2", "203.0.113.9", trust("5"))).toBe("203.0.113.9");
  });

  it("trusts listed addresses and networks only, and only from the peer outwards", () => {
    const list = trust("loopback, 10.0.0.0/8, 2001:db8::1");
    expect(clientAddress("127.0.0.1", "1.1.1.1, 203.0.113.9, 10.1.2.3", list)).toBe("203.0.113.9");
    expect(clientAddress("::ffff:127.0.0.1", "203.0.113.9", list)).toBe("203.0.113.9");
    expect(clientAddress("2001:db8::1", "203.0.113.9", list)).toBe("203.0.113.9");
    // A peer that is not listed: its X-Forwarded-For is not read at all.
    expect(clientAddress("198.51.100.7", "10.0.0.1, 203.0.113.9", list)).toBe("198.51.100.7");
    // A forged entry that is not an address stops the walk: it is the client, as written.
    expect(clientAddress("127.0.0.1", "203.0.113.9, not-an-ip", list)).toBe("not-an-ip");
    expect(list.trusts("::1", 0)).toBe(true);
    expect(list.trusts("192.168.1.1", 0)).toBe(false);
    expect(trust("uniquelocal").trusts("192.168.1.1", 0)).toBe(true);
  });

  it("is validated at start-up", () => {
    expect(loadConfig({ TRUST_PROXY: "loopback,10.0.0.0/8" }).TRUST_PROXY.setting).toBe("loopback,10.0.0.0/8");
    for (const bad of ["yes", "10.0.0.0/33", "loopback,proxy.example", "-1", "1000"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

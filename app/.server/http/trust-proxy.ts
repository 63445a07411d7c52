import { BlockList, isIP } from "node:net";

/**
 * Which hops in front of the server are proxies it trusts (TRUST_PROXY), as Express's
 * `trust proxy`: a number of hops counted from the server, or a list of addresses and networks.
 * Hop 0 is the direct peer (the socket), hop 1 the right-most `X-Forwarded-For` entry, and so on.
 */
export interface TrustProxy {
  /** The setting as written, for messages. */
  readonly setting: string;
  trusts(address: string, hop: number): boolean;
}

/** Named networks, as proxy-addr (Express) names them. */
const NAMED: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  linklocal: [
    ["169.254.0.0", 16, "ipv4"],
    ["fe80::", 10, "ipv6"],
  ],
  uniquelocal: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

export const NO_PROXY: TrustProxy = { setting: "false", trusts: () => false };

/**
 * `""`, `false`, `0`: no proxy (X-Forwarded-* ignored). `1`, `true`: the direct peer is the one
 * proxy (Express's `true` would trust every hop and take the left-most address, which the client
 * writes). `N`: N hops. Otherwise a comma list of `loopback`, `linklocal`, `uniquelocal`, IP
 * addresses and CIDR networks (`10.0.0.0/8`, `fd00::/8`). Returns a message when it is neither.
 */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const setting = raw.trim().toLowerCase();
  if (setting === "" || setting === "false" || setting === "0") return NO_PROXY;
  if (setting === "true") return hops(1, setting);
  if (/^\d+$/.test(setting)) {
    const count = Number(setting);
    return count <= 32 ? hops(count, setting) : "a number of proxies must be at most 32";
  }
  const list = new BlockList();
  for (const item of setting.split(",").map((s) => s.trim())) {
    const named = NAMED[item];
    if (named) {
      for (const [network, prefix, type] of named) list.addSubnet(network, prefix, type);
      continue;
    }
    const [address = "", prefixText, ...rest] = item.split("/");
    const version = isIP(address);
    const max = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d+$/.test(prefixText) ? Number(prefixText) : -1;
    if (version === 0 || rest.length > 0 || prefix < 0 || prefix > max) {
      return `expected false, a number of proxies, or a comma list of loopback, linklocal, uniquelocal, IP addresses and CIDR networks; got "${item}"`;
    }
    list.addSubnet(address, prefix, version === 4 ? "ipv4" : "ipv6");
  }
  return {
    setting,
    trusts: (address) => {
      const ip = plainAddress(address);
      const version = isIP(ip);
      return version !== 0 && list.check(ip, version === 4 ? "ipv4" : "ipv6");
    },
  };
}

function hops(count: number, setting: string): TrustProxy {
  return count === 0 ? NO_PROXY : { setting, trusts: (_address, hop) => hop < count };
}

/** `[::1]` → `::1`, `fe80::1%eth0` → `fe80::1`: the address as isIP and BlockList take it. */
function plainAddress(address: string): string {
  return address
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
}

/**
 * The client's address: walking from the server outwards (the peer, then X-Forwarded-For from
 * right to left), the first hop that is not a trusted proxy. Entries left of it were written by
 * the client or by proxies nobody vouches for, so they are never taken. `peer` undefined: not a
 * socket (an in-process request).
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string {
  const chain = [peer ?? "unknown"];
  if (forwardedFor && trust.trusts(chain[0] as string, 0)) {
    const entries = forwardedFor
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    chain.push(...entries.reverse());
  }
  let hop = 0;
  while (hop < chain.length - 1 && trust.trusts(chain[hop] as string, hop)) hop++;
  // An entry is at most an IPv6 address with a zone and port; anything longer is not an address.
  return (chain[hop] as string).slice(0, 64);
}

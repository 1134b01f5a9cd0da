/**
 * Which client address the server believes, and how an address keys a budget.
 *
 * TRUST_PROXY decides whether X-Forwarded-For is read at all: unset, the socket's peer is the client (a header a client
 * sends itself changes nothing); a whole number N, the address N proxies back; a list of proxy addresses or CIDR ranges,
 * the first address in the chain that is not one of them. Budgets are keyed by budgetKeyOf, so one IPv6 network (a /64,
 * what a single subscriber or host is given) has one budget, not 2^64.
 */
import { isIP } from "node:net";

export type TrustProxy = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; addresses: string[] };

/** The names Express (proxy-addr) accepts for well-known ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Parses TRUST_PROXY; an error message (naming the bad part) for a value that is neither a number nor a list of addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = value?.trim() ?? "";
  if (text === "") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (!Number.isSafeInteger(hops) || hops > 100)
      return { error: `"${text}" is more proxy hops than any route has (at most 100)` };
    return hops === 0 ? { kind: "none" } : { kind: "hops", hops };
  }
  const addresses = text.split(",").map((part) => part.trim());
  for (const address of addresses) {
    if (!isProxyAddress(address))
      return {
        error: `"${address}" is not a number of hops, an IP address, a CIDR range or one of ${[...NAMED_RANGES].join(", ")}`,
      };
  }
  return { kind: "addresses", addresses };
}

function isProxyAddress(text: string): boolean {
  if (NAMED_RANGES.has(text)) return true;
  const [address = "", prefix, ...rest] = text.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The value for Express's "trust proxy" setting. */
export function expressTrustProxy(trust: TrustProxy): boolean | number | string[] {
  if (trust.kind === "hops") return trust.hops;
  if (trust.kind === "addresses") return trust.addresses;
  return false;
}

/** One line for the start-up log. */
export function describeTrustProxy(trust: TrustProxy): string {
  if (trust.kind === "hops")
    return `Client addresses: ${trust.hops} proxy hop${trust.hops === 1 ? "" : "s"} trusted (TRUST_PROXY=${trust.hops}); the address that far back in X-Forwarded-For is the client.`;
  if (trust.kind === "addresses")
    return `Client addresses: X-Forwarded-For is read through the proxies ${trust.addresses.join(", ")} (TRUST_PROXY).`;
  return "Client addresses: the connection's own address; X-Forwarded-For is ignored (TRUST_PROXY is unset).";
}

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped), or null. */
function ipv6Groups(text: string): number[] | null {
  const address = text.split("%")[0]!;
  if (isIP(address) !== 6) return null;
  let tail = address;
  const embedded: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    embedded.push((a << 8) | b, (c << 8) | d);
    tail = address.slice(0, -dotted[1]!.length);
    if (tail.endsWith(":") && !tail.endsWith("::")) tail = tail.slice(0, -1);
  }
  const [head = "", rest] = tail.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = [...parse(rest ?? ""), ...embedded];
  const zeros = rest === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  const groups = [...left, ...zeros, ...right];
  return groups.length === 8 ? groups : null;
}

/**
 * The key of a client's budget: an IPv4 address as it is, an IPv4-mapped IPv6 address (::ffff:a.b.c.d) as its IPv4
 * address, any other IPv6 address as its /64 network in canonical form ("2001:db8:0:1::/64"). Anything else as given.
 */
export function budgetKeyOf(ip: string): string {
  if (isIP(ip) === 4) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${canonicalIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** RFC 5952 text: lower-case hex without leading zeros, the longest run of two or more zero groups (the first of equals) as "::". */
function canonicalIpv6(groups: number[]): string {
  let best = { start: -1, length: 0 };
  for (let start = 0; start < groups.length;) {
    let end = start;
    while (end < groups.length && groups[end] === 0) end++;
    if (end - start > best.length) best = { start, length: end - start };
    start = end === start ? start + 1 : end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.length < 2) return hex.join(":");
  return `${hex.slice(0, best.start).join(":")}::${hex.slice(best.start + best.length).join(":")}`;
}

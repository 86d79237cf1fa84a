import { lookup } from 'node:dns/promises';

/** One address a host name resolved to, as dns.lookup answers it. */
export type ResolvedAddress = { address: string; family: number };

/** Resolves a host name to every address it has; dns.lookup (the system resolver) unless a test injects one. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** What the guarded client may reach and how much it may spend doing so. */
export type OutboundPolicy = {
  /**
   * Host names (exactly as the URL parser writes them: lower case, IPv6 in brackets) an Admin allowed
   * to resolve to internal addresses, e.g. the university's intranet API. No other host may.
   */
  allowHosts: readonly string[];
  /** The whole call: connect, headers and body of every hop. */
  timeoutMs: number;
  /** Response body bytes, counted as they arrive (no decompression: we ask for identity). */
  maxBytes: number;
  /** Request body bytes. */
  maxRequestBytes: number;
  /** The most redirects any request may follow, whatever it asks for. */
  maxRedirects: number;
  resolve: Resolver;
};

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

/** The defaults: nothing internal allowed, 10 s, 5 MiB answers, 1 MiB bodies, at most 5 redirects. */
export const DEFAULT_OUTBOUND_POLICY: OutboundPolicy = {
  allowHosts: [],
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRequestBytes: 1024 * 1024,
  maxRedirects: 5,
  resolve: systemResolver,
};

/** A policy from the defaults and what is given (OUTBOUND_ALLOW_HOSTS comes in as `allowHosts`). */
export function outboundPolicy(overrides: Partial<OutboundPolicy> = {}): OutboundPolicy {
  const given = Object.entries(overrides).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_OUTBOUND_POLICY, ...Object.fromEntries(given) };
}

/** Whether an Admin allowed `hostname` (a URL's hostname) to resolve to internal addresses. */
export function isAllowedHost(policy: OutboundPolicy, hostname: string): boolean {
  const bare = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  return policy.allowHosts.includes(bare.toLowerCase());
}

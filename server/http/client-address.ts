/**
 * The caller's address. The listener supplies how to read the socket's address (Node: connection info); the
 * X-Forwarded-For header is believed only when the server is configured to sit behind a trusted proxy, so a
 * client cannot dodge the sign-in throttle by inventing addresses.
 */
import type { Context } from 'hono';
import type { AppEnv } from './env';

/** Writes an IPv4 address that arrived in IPv6 form (::ffff:127.0.0.1) as plain IPv4. */
export function normaliseAddress(address: string): string {
  return address.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, '$1');
}

/** The caller's IP address as best known. */
export function clientAddress(c: Context<AppEnv>): string {
  const services = c.get('services');
  if (services.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return normaliseAddress(forwarded);
  }
  return normaliseAddress(services.addressOf?.(c) || 'unknown');
}

/**
 * Signed, short-lived download links. A download or preview URL must work where no Authorization header can be sent
 * (an <img>, a new window, a download) without carrying the session token, which a third party could reuse: the
 * signed-in caller asks for a link (`GET /api/file/Download/{type}/{fileId}`), the server answers
 * `/api/file/Download?encryption=<payload>.<HMAC-SHA256>` valid for LINK_TTL_MS, naming one object only.
 *
 * The HMAC key is made once per database (base_sys_config `fileLinkSecret`, 256 random bits), so every instance
 * sharing the database signs and checks the same links.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysConfig } from '../../db/schema';

/** How long a link stays valid. */
export const LINK_TTL_MS = 10 * 60 * 1000;

const SECRET_KEY = 'fileLinkSecret';

/** What a link grants: one stored object, under a file name, inline (preview) or as an attachment. */
export interface LinkGrant {
  key: string;
  name: string;
  inline: boolean;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/** Signs and checks links with the database's secret. */
export interface LinkSigner {
  sign(grant: LinkGrant, now: Date): Promise<string>;
  /** The grant of a valid, unexpired token; undefined otherwise. */
  verify(token: string, now: Date): Promise<LinkGrant | undefined>;
}

/** Creates the signer; the secret is read (or made) on first use. */
export function createLinkSigner(db: Db): LinkSigner {
  let keyPromise: Promise<CryptoKey> | undefined;
  const key = () =>
    (keyPromise ??= (async () => {
      const fresh = base64url(crypto.getRandomValues(new Uint8Array(32)));
      await db.insert(sysConfig).values({ key: SECRET_KEY, value: fresh }).onConflictDoNothing();
      const [row] = await db.select().from(sysConfig).where(eq(sysConfig.key, SECRET_KEY));
      const secret = Buffer.from(String(row!.value), 'base64url');
      return crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    })().catch((error: unknown) => {
      keyPromise = undefined;
      throw error;
    }));
  return {
    async sign(grant, now) {
      const payload = base64url(encoder.encode(JSON.stringify({ k: grant.key, n: grant.name, i: grant.inline ? 1 : 0, e: now.getTime() + LINK_TTL_MS })));
      const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(), encoder.encode(payload)));
      return `${payload}.${base64url(signature)}`;
    },
    async verify(token, now) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined || token.length > 4096) return undefined;
      const valid = await crypto.subtle.verify('HMAC', await key(), Buffer.from(signature, 'base64url'), encoder.encode(payload));
      if (!valid) return undefined;
      try {
        const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { k?: unknown; n?: unknown; i?: unknown; e?: unknown };
        if (typeof body.k !== 'string' || typeof body.n !== 'string' || typeof body.e !== 'number' || body.e < now.getTime()) return undefined;
        return { key: body.k, name: body.n, inline: body.i === 1 };
      } catch {
        return undefined;
      }
    },
  };
}

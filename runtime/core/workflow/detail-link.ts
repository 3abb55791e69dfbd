/**
 * The link to the workflow detail page (spec 01 §2.1): `/workFlowDetail?config=…&token=…`, where `config` is the
 * request body as JSON, UTF-8 encoded, Base64 encoded, then URL encoded.
 *
 * Built on web standards only (TextEncoder/TextDecoder, btoa/atob), which browsers and Node both provide, so
 * Chinese text survives and no Node Buffer is needed. Decoding is tolerant: it accepts the parameter still URL
 * encoded or already decoded by the router, and answers undefined for anything that is not a Base64 JSON object.
 */

/** The path of the workflow detail page. */
export const FLOW_DETAIL_PATH = '/workFlowDetail';

// btoa/String.fromCharCode take arguments in chunks; one call per byte would be slow and one call for all could
// overflow the argument limit.
const CHUNK = 0x8000;

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Encodes a request body as the `config` query value: JSON → UTF-8 → Base64 → URL encoding. */
export function encodeFlowConfig(body: object): string {
  return encodeURIComponent(bytesToBase64(new TextEncoder().encode(JSON.stringify(body))));
}

/**
 * Decodes a `config` query value back into the request body. Accepts it URL encoded or not (a `+` turned into a
 * space by form decoding is put back); gives undefined for bad Base64, bad UTF-8, bad JSON or a non-object.
 */
export function decodeFlowConfig(param: string | null | undefined): Record<string, unknown> | undefined {
  if (typeof param !== 'string' || param === '') return undefined;
  try {
    const base64 = (param.includes('%') ? decodeURIComponent(param) : param).replace(/ /g, '+');
    const json = new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(base64));
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Builds the workflow detail address for a request body and the session token. */
export function buildFlowDetailUrl(body: object, token: string): string {
  return `${FLOW_DETAIL_PATH}?config=${encodeFlowConfig(body)}&token=${encodeURIComponent(token)}`;
}

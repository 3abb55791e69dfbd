/** Posting JSON to a channel's HTTP service, with a time limit; a non-2xx answer is the channel's failure. */
import { ChannelError, type ChannelId } from './types';

/** Posts `body` as JSON and answers the parsed JSON answer (or null when it is not JSON). */
export async function postJson(channel: ChannelId, url: string, body: unknown, headers: Record<string, string> = {}, timeoutMs = 15_000): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ChannelError(channel, `unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) throw new ChannelError(channel, `HTTP ${response.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The http client (spec 01 §7–§8, CONTRACT.md): every call carries the token, the pc origin header, the language
 * and the `n` timestamp; GET payloads go as query parameters; answers are envelopes. A non-200 code shows one
 * error toast (the msg, or the default message; none for a `quiet` call) and rejects; 600–602 also reset the session and go to /login,
 * except for the sign-in and lock-screen calls. Host effects (storage, toasts, navigation) are injected.
 */
import { ORIGIN_HEADER, type Envelope } from '../../runtime/core/contract/envelope';
import { decideResponse, withTimestamp } from '../../runtime/core/http/response';

/** What the client needs from its host. */
export interface HttpEnv {
  getToken(): string;
  getLanguage(): string;
  /** Shows an error toast (one at a time, 1.5 s). */
  notifyError(message: string): void;
  /** Resets the session and goes to /login. */
  onSessionInvalid(): void;
  defaultErrorMessage(): string;
  fetch?: typeof fetch;
  baseUrl?: string;
}

/** A request's payload. */
export interface RequestOptions {
  params?: Record<string, unknown>;
  /** JSON body. */
  data?: unknown;
  /** Form-encoded body. */
  form?: Record<string, string | number | undefined>;
  /**
   * A failure is not announced: no error toast (the caller stays silent, e.g. autocomplete's suggestions). A
   * session that ended still resets and goes to /login.
   */
  quiet?: boolean;
}

/** A rejected call: the message the user saw, and the envelope when there was one. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

function toQuery(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Creates the client. */
export function createHttpClient(env: HttpEnv) {
  async function send<T>(method: string, url: string, options: RequestOptions = {}): Promise<{ data: T; msg: string }> {
    const headers: Record<string, string> = { [ORIGIN_HEADER]: 'pc', 'Accept-Language': env.getLanguage() };
    const token = env.getToken();
    if (token) headers.Authorization = token;
    let body: BodyInit | undefined;
    if (options.form) {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(options.form)) if (value !== undefined) form.append(key, String(value));
      body = form;
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else if (options.data !== undefined) {
      body = JSON.stringify(options.data);
      headers['Content-Type'] = 'application/json';
    }
    const address = withTimestamp(`${env.baseUrl ?? ''}${url}${toQuery(options.params)}`, Date.now());
    let envelope: Envelope<T>;
    try {
      const response = await (env.fetch ?? fetch)(address, { method, headers, body });
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      const message = env.defaultErrorMessage();
      if (!options.quiet) env.notifyError(message);
      throw new RequestError(message);
    }
    const action = decideResponse(url, envelope?.code, envelope?.msg, env.defaultErrorMessage());
    if (action.kind === 'resolve') return { data: envelope.data as T, msg: envelope.msg };
    if (!options.quiet) env.notifyError(action.message);
    if (action.resetSession) env.onSessionInvalid();
    throw new RequestError(action.message, envelope?.code, envelope?.data);
  }

  /** Resolves with the answer's data. */
  const request = async <T>(method: string, url: string, options: RequestOptions = {}): Promise<T> => (await send<T>(method, url, options)).data;

  return {
    request,
    /** Resolves with the data and the server's message (for success toasts that show it). */
    send,
    get: <T>(url: string, params?: Record<string, unknown>) => request<T>('GET', url, { params }),
    post: <T>(url: string, data?: unknown) => request<T>('POST', url, { data }),
    postForm: <T>(url: string, form: Record<string, string | number | undefined>) => request<T>('POST', url, { form }),
    put: <T>(url: string, data?: unknown) => request<T>('PUT', url, { data }),
    delete: <T>(url: string, params?: Record<string, unknown>) => request<T>('DELETE', url, { params }),
  };
}

/** The client's type. */
export type HttpClient = ReturnType<typeof createHttpClient>;

/**
 * Toasts: only one at a time (spec 01 §8); errors stay 1.5 s. antd's message is fetched with the first toast
 * rather than shipped in the entry (issue 13): the sign-in page's messages arrive a moment later the first time.
 */
/** antd's static message API. */
type Toasts = (typeof import('antd'))['message'];

let loading: Promise<Toasts> | undefined;

/** antd's static message, configured once, loaded on first use. */
function toasts(): Promise<Toasts> {
  loading ??= import('antd').then(({ message }) => {
    message.config({ maxCount: 1 });
    return message;
  });
  return loading;
}

/** Replaces any toast on screen with this one. */
function show(kind: 'error' | 'success' | 'warning', text: string, seconds: number): void {
  void toasts().then((message) => {
    message.destroy();
    void message[kind]({ content: text, duration: seconds });
  });
}

/** Shows an error toast for 1.5 s, replacing any toast on screen. */
export function notifyError(text: string): void {
  show('error', text, 1.5);
}

/** Shows a success toast for the given seconds (1–1.5 s for saves). */
export function notifySuccess(text: string, seconds = 1.5): void {
  show('success', text, seconds);
}

/** Shows a warning toast. */
export function notifyWarning(text: string, seconds = 1.5): void {
  show('warning', text, seconds);
}

/** Toasts: only one at a time (spec 01 §8); errors stay 1.5 s. */
import { message } from 'antd';

message.config({ maxCount: 1 });

/** Shows an error toast for 1.5 s, replacing any toast on screen. */
export function notifyError(text: string): void {
  message.destroy();
  void message.error({ content: text, duration: 1.5 });
}

/** Shows a success toast for the given seconds (1–1.5 s for saves). */
export function notifySuccess(text: string, seconds = 1.5): void {
  message.destroy();
  void message.success({ content: text, duration: seconds });
}

/** Shows a warning toast. */
export function notifyWarning(text: string, seconds = 1.5): void {
  message.destroy();
  void message.warning({ content: text, duration: seconds });
}

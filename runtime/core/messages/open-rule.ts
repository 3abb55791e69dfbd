/**
 * What opening a message does, by its type (spec 01 §4.4): a schedule (4) opens the schedule viewer unless its
 * body's type is 3 (then nothing opens); a flow message (2) with flowType 2 goes to the entrust page, other flow
 * messages to the flow detail page; announcements (1) and system messages (3) open the detail dialog.
 */

/** The outcome of opening a message. */
export type OpenAction =
  | { kind: 'dialog' }
  | { kind: 'schedule'; id: string; groupId: string; type: number }
  | { kind: 'entrust' }
  | { kind: 'flowDetail'; config: string }
  | { kind: 'none' };

function parseBody(bodyText: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(bodyText);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Decides what opening a message of `type` with this body does. */
export function openAction(message: { type: number; flowType?: number; bodyText: string }): OpenAction {
  if (message.type === 4) {
    const body = parseBody(message.bodyText);
    if (Number(body.type) === 3) return { kind: 'none' };
    return { kind: 'schedule', id: String(body.id ?? ''), groupId: String(body.groupId ?? ''), type: Number(body.type ?? 2) };
  }
  if (message.type === 2) {
    if (message.flowType === 2) return { kind: 'entrust' };
    return { kind: 'flowDetail', config: message.bodyText };
  }
  return { kind: 'dialog' };
}

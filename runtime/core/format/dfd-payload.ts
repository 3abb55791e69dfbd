/**
 * The dynamic (DFD) payload of a QR code (spec 02 §3 "QR payload (dynamic mode)"): a QR code whose data type is
 * `form` encodes which record of which form it stands for, so a scanner (the mobile app) can open that record. The
 * payload is JSON text with exactly the spec's keys, in its order:
 *
 * - `t`: always `DFD` (dynamic form data);
 * - `id`: the record's id; `mid`: the form model's id; `mt`: the model's type (its webType, 2 unless known);
 * - `fid`, `pid`, `ftid`: the flow, process and flow-task ids — empty, as this product's forms run outside any flow;
 * - `opt`: the operation the scanner opens the record for — `-1`, a record outside any flow task.
 *
 * A record not yet saved has no id, and a form without its model id cannot be opened: then there is no payload.
 */

/** What the payload is built from. */
export interface DfdRecord {
  id?: unknown;
  modelId?: unknown;
  modelType?: unknown;
  flowId?: unknown;
  processId?: unknown;
  taskId?: unknown;
  opType?: unknown;
}

/** The model type a released form model has unless told otherwise (a form with a list). */
export const DEFAULT_MODEL_TYPE = 2;

/** The operation of a record outside any flow task. */
export const NO_FLOW_OPERATION = '-1';

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** The QR text of a form record, or undefined when the record cannot be named yet (no id or no model). */
export function dfdPayload(record: DfdRecord): string | undefined {
  const id = text(record.id);
  const mid = text(record.modelId);
  if (!id || !mid) return undefined;
  const type = typeof record.modelType === 'number' && Number.isInteger(record.modelType) ? record.modelType : DEFAULT_MODEL_TYPE;
  return JSON.stringify({
    t: 'DFD',
    id,
    mid,
    mt: type,
    fid: text(record.flowId),
    pid: text(record.processId),
    ftid: text(record.taskId),
    opt: text(record.opType) || NO_FLOW_OPERATION,
  });
}

/** True when a code field's props ask for the dynamic payload (data type `form`). */
export function isDynamicCode(props: Readonly<Record<string, unknown>> | undefined): boolean {
  return props?.dataType === 'form';
}

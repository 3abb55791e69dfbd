/**
 * Between a stored record and the form's values. An empty optional value comes back from the server as '' or
 * null; the form holds it as absent, so an empty optional e-mail is not checked against the e-mail pattern. On
 * save, a field the record had and the user emptied is sent as null, so the server clears it rather than keeping
 * the old value (a missing key would leave it unchanged).
 */
import type { ModelSchema } from '../../core/schema/types';
import type { Row } from '../host';

/** The form values of a loaded record: empty ('' or null) values left out. */
export function valuesFromRecord(record: Row): Row {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '' && value !== null));
}

/** The body of a save: the values, plus null for every model field the loaded record had and the form emptied. */
export function payloadFromValues(values: Row, loaded: Row | undefined, model: ModelSchema): Row {
  const payload: Row = { ...values };
  if (!loaded) return payload;
  for (const name of Object.keys(model.properties)) {
    if (name in loaded && (payload[name] === undefined || payload[name] === '')) payload[name] = null;
  }
  return payload;
}

/**
 * Context defaults (`FieldSchema.contextDefault`): the values a new record takes from who creates it and when. The
 * browser fills them into the new form from the session; the server computes them again on create from its own
 * session and clock and ignores what the request says — the rule both sides apply is this one function.
 */
import type { ContextDefault, FieldSchema, ModelSchema } from './types';

/** Who creates the record, and when. */
export interface CreationContext {
  /** The user's display name. */
  userName: string;
  /** The name of the user's organisation ('' when none). */
  organizeName: string;
  /** The name of the user's (first) position ('' when none). */
  positionName: string;
  now: Date;
}

/** The kinds whose value is a name (string fields); the others are times in milliseconds (integer fields). */
export const NAME_DEFAULTS: ReadonlySet<ContextDefault> = new Set(['currentUser', 'currentOrganize', 'currentPosition']);

/** The model's fields with a context default. */
export function contextDefaultFields(model: Pick<ModelSchema, 'properties'>): [string, FieldSchema & { contextDefault: ContextDefault }][] {
  return Object.entries(model.properties).filter((entry): entry is [string, FieldSchema & { contextDefault: ContextDefault }] => entry[1].contextDefault !== undefined);
}

/** The value of one context default. */
export function contextDefaultValue(kind: ContextDefault, context: CreationContext): string | number {
  switch (kind) {
    case 'currentUser':
      return context.userName;
    case 'currentOrganize':
      return context.organizeName;
    case 'currentPosition':
      return context.positionName;
    case 'currentTime':
      return context.now.getTime();
    case 'currentDate':
      return new Date(context.now.getFullYear(), context.now.getMonth(), context.now.getDate()).getTime();
    default:
      return '';
  }
}

/** The values a new record's context defaults take (names left out when empty, so an optional field stays empty). */
export function contextDefaultValues(model: Pick<ModelSchema, 'properties'>, context: CreationContext): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, field] of contextDefaultFields(model)) {
    const value = contextDefaultValue(field.contextDefault, context);
    if (value !== '') out[name] = value;
  }
  return out;
}

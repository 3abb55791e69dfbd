/**
 * The calls of visual development's definitions (spec 03 §7, `/api/visualdev/Base`) as the designer pages use
 * them. formData and columnData travel as JSON text (the wire contract) and are parsed here.
 */
import type { Definition } from '../../../runtime/core/lowcode/definition';
import { http } from '../../api/client';

/** The base path of the definitions. */
export const DEFINITIONS_API = '/api/visualdev/Base';

/** A definition as the list shows it. */
export interface DefinitionRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  /** The category's name (the form-category dictionary's, else the code). */
  categoryName?: string;
  description: string;
  sortCode: number;
  enabledMark: number;
  /** 0 never released, 1 released, 2 edited since the release. */
  state: number;
  creatorTime: number;
  lastModifyTime: number | null;
}

/** A definition with its form and list. */
export interface DefinitionRecord extends DefinitionRow {
  definition: Definition;
}

/** The fields a create or update sends besides the definition. */
export interface DefinitionInfo {
  fullName: string;
  enCode: string;
  category?: string;
  description?: string;
  sortCode?: number;
}

/** A page of definitions by category and keyword. */
export function listDefinitions(query: { keyword: string; category: string; currentPage: number; pageSize: number }) {
  return http.get<{ list: DefinitionRow[]; pagination: { total: number } }>(DEFINITIONS_API, query);
}

/** A category in use: its code (what a definition stores and the list filters by) and its name. */
export interface DefinitionCategory {
  code: string;
  name: string;
}

/** The categories in use (the selector's groups). */
export async function definitionCategories(): Promise<DefinitionCategory[]> {
  const answer = await http.get<{ list: { fullName: string; enCode?: string }[] }>(`${DEFINITIONS_API}/Selector`);
  return answer.list.map((group) => ({ code: group.enCode ?? group.fullName, name: group.fullName }));
}

const parse = (text: unknown, fallback: object): object => {
  try {
    const value: unknown = typeof text === 'string' ? JSON.parse(text) : text;
    return value !== null && typeof value === 'object' ? (value as object) : fallback;
  } catch {
    return fallback;
  }
};

/** One definition. */
export async function readDefinition(id: string): Promise<DefinitionRecord> {
  const answer = await http.get<DefinitionRow & { formData: string; columnData: string }>(`${DEFINITIONS_API}/${encodeURIComponent(id)}`);
  const { formData, columnData, ...row } = answer;
  return { ...row, definition: { formData: parse(formData, { fields: [] }), columnData: parse(columnData, {}) } as Definition };
}

/** Creates a definition (an empty form unless one is given); answers its id and the server's message. */
export async function createDefinition(info: DefinitionInfo, definition?: Definition) {
  const answer = await http.send<{ id: string }>('POST', DEFINITIONS_API, {
    data: { ...info, ...(definition ? { formData: JSON.stringify(definition.formData), columnData: JSON.stringify(definition.columnData) } : {}) },
  });
  return { id: answer.data.id, msg: answer.msg };
}

/** Saves a definition's edited copy; answers the server's message. */
export async function updateDefinition(id: string, info: DefinitionInfo, definition: Definition) {
  const answer = await http.send('PUT', `${DEFINITIONS_API}/${encodeURIComponent(id)}`, {
    data: { ...info, formData: JSON.stringify(definition.formData), columnData: JSON.stringify(definition.columnData) },
  });
  return answer.msg;
}

/** Deletes a definition; answers the server's message. */
export async function removeDefinition(id: string) {
  return (await http.send('DELETE', `${DEFINITIONS_API}/${encodeURIComponent(id)}`)).msg;
}

/** Copies a definition; answers the server's message. */
export async function copyDefinition(id: string) {
  return (await http.send('POST', `${DEFINITIONS_API}/${encodeURIComponent(id)}/Actions/Copy`, { data: {} })).msg;
}

/** Releases a definition (under a parent menu the first time; `confirm` when records are affected); answers the server's message. */
export async function releaseDefinition(id: string, body: { pcModuleParentId?: string; confirm?: boolean }) {
  return (await http.send('POST', `${DEFINITIONS_API}/${encodeURIComponent(id)}/Actions/Release`, { data: body })).msg;
}

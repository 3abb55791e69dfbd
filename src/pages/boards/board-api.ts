/**
 * The calls of the report and portal designers (`/api/visualdev/DataReport`, `/api/visualdev/Portal`; server
 * module visualdev/board-routes.ts), and what their editors read: the released form models with their fields, the
 * released reports, the menu entries.
 */
import type { Language } from '../../../runtime/core/i18n/languages';
import { definitionToScreen, recordApiOf, screenIdOf } from '../../../runtime/core/lowcode/adapter';
import type { Definition } from '../../../runtime/core/lowcode/definition';
import { reportFields, type ReportField } from '../../../runtime/core/lowcode/report';
import { http } from '../../api/client';

/** Which designer: reports or portals. */
export type BoardKindName = 'report' | 'portal';

/** The base path of a kind's calls. */
export const boardApi = (kind: BoardKindName) => (kind === 'report' ? '/api/visualdev/DataReport' : '/api/visualdev/Portal');

/** A board as the list shows it. */
export interface BoardRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  description: string;
  sortCode: number;
  /** 0 never released, 1 released, 2 edited since the release. */
  state: number;
  creatorTime: number;
}

/** A board with its definition (JSON text on the wire). */
export interface BoardRecord extends BoardRow {
  definition: string;
}

/** A node of a selector tree (categories holding definitions). */
interface SelectorNode {
  id: string;
  fullName: string;
  state?: number;
  children?: SelectorNode[];
}

/** The released form models, for a report's source and a portal's count and list cards. */
export async function releasedModels(): Promise<{ value: string; label: string }[]> {
  const { list } = await http.get<{ list: SelectorNode[] }>('/api/visualdev/Base/Selector');
  return list.flatMap((group) => (group.children ?? []).filter((node) => node.state !== 0).map((node) => ({ value: node.id, label: node.fullName })));
}

/** The released reports, for a portal's chart cards. */
export async function releasedReports(): Promise<{ value: string; label: string }[]> {
  const { list } = await http.get<{ list: SelectorNode[] }>('/api/visualdev/DataReport/Selector');
  return list.flatMap((group) => (group.children ?? []).map((node) => ({ value: node.id, label: node.fullName })));
}

/** The fields a report (or a portal card) may use of a released model, labelled in a language. */
export async function modelFields(modelId: string, language: Language): Promise<ReportField[]> {
  const config = await http.get<{ fullName: string; formData: string; columnData: string }>(`${recordApiOf(modelId)}/Config`);
  const definition = { formData: JSON.parse(config.formData), columnData: JSON.parse(config.columnData) } as Definition;
  const schema = definitionToScreen(definition, { id: screenIdOf(modelId), route: 'x', api: recordApiOf(modelId), title: { 'zh-CN': config.fullName } });
  return reportFields(schema, language);
}

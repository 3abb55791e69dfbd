/** The answers of the report and portal data calls (server/modules/visualdev/reports.ts, portals.ts), as the pages read them. */
import type { ReportFieldKind } from '../../../../runtime/core/lowcode/report';
import type { ColumnFormat } from '../../../../runtime/core/lowcode/report';
import type { ChartData } from './EChart';

/** A column of the report table. */
export interface ReportColumnAnswer {
  prop: string;
  label: string;
  kind: ReportFieldKind;
  format: ColumnFormat;
  precision?: number;
  align?: 'left' | 'center' | 'right';
}

/** A search field of the report. */
export interface ReportSearchAnswer {
  prop: string;
  label: string;
  kind: ReportFieldKind;
  searchType: 1 | 2 | 3;
  options?: { value: string; label: string }[];
}

/** Aggregates by key (`sum:total`, `count:*`). */
export type MeasureValues = Record<string, number | null>;

/** What POST …/DataReport/{id}/Data answers. */
export interface ReportAnswer {
  id: string;
  fullName: string;
  columns: ReportColumnAnswer[];
  searchList: ReportSearchAnswer[];
  groupBy?: { prop: string; label: string; by?: string };
  summaries: { key: string; fn: string; prop?: string; label: string }[];
  chart?: ChartData;
  list: Record<string, unknown>[];
  groups: { key: string | null; label: string; count: number; values: MeasureValues }[];
  total: { count: number; values: MeasureValues };
  pagination: { currentPage: number; pageSize: number; total: number };
  restricted: boolean;
}

/** A card of GET …/Portal/{id}/Data. */
export interface PortalCardAnswer {
  id: string;
  kind: 'count' | 'chart' | 'list' | 'shortcut' | 'notice';
  title: string;
  span: number;
  state: 'ok' | 'forbidden' | 'missing';
  data?: unknown;
}

/** What GET …/Portal/{id}/Data answers. */
export interface PortalAnswer {
  id: string;
  fullName: string;
  cards: PortalCardAnswer[];
}

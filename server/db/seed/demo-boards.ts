/**
 * The demo system's data report and portal (issue 9 §8), beside the 资产领用 model they read: the requisitions by
 * month (count, requested quantity, amount; a bar chart of the amount) and an asset portal (counts, that chart, the
 * latest requisitions, shortcuts and notices). Both are released to their demo menu entries (types 5 and 8), which
 * the administrator holds. A new database gets both; an existing one gets whichever is missing on the next start,
 * unless an administrator deleted it (removed-seeds.ts) or what it reads (the demo model) is not there.
 */
import type { PortalDefinition } from '../../../runtime/core/lowcode/portal';
import type { ReportDefinition } from '../../../runtime/core/lowcode/report';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { releaseBoard, type BoardKind } from '../../modules/visualdev/boards';
import { PORTAL_KIND } from '../../modules/visualdev/portals';
import { REPORT_KIND } from '../../modules/visualdev/reports';
import { DEMO_MODEL_ID } from './demo-models';
import { DEMO_PORTAL_ID, DEMO_REPORT_ID, removedSeedRecords } from './removed-seeds';

export { DEMO_PORTAL_ID, DEMO_REPORT_ID };

const i18n = (en: string, zhTW: string) => ({ en, 'zh-TW': zhTW });

/** The demo report: requisitions by month. */
export const DEMO_REPORT: ReportDefinition = {
  source: { kind: 'model', modelId: DEMO_MODEL_ID },
  columnList: [
    { prop: 'billNo', label: '单据编号', labelI18n: i18n('Bill number', '單據編號') },
    { prop: 'useDate', label: '领用日期', labelI18n: i18n('Date', '領用日期'), format: 'date' },
    { prop: 'reason', label: '申请事由', labelI18n: i18n('Reason', '申請事由') },
    { prop: 'urgency', label: '紧急程度', labelI18n: i18n('Urgency', '緊急程度') },
    { prop: 'items-qty', label: '申请数量', labelI18n: i18n('Quantity', '申請數量'), format: 'number', precision: 0, align: 'right' },
    { prop: 'total', label: '金额', labelI18n: i18n('Amount', '金額'), format: 'money', precision: 2, align: 'right' },
  ],
  searchList: [
    { prop: 'reason', searchType: 2 },
    { prop: 'urgency', searchType: 1 },
    { prop: 'useDate', searchType: 3 },
  ],
  groupBy: { prop: 'useDate', by: 'month' },
  summaries: [{ fn: 'count' }, { fn: 'sum', prop: 'items-qty' }, { fn: 'sum', prop: 'total' }],
  chart: { type: 'bar', title: '每月领用金额', titleI18n: i18n('Requisition amount by month', '每月領用金額'), dimension: { prop: 'useDate', by: 'month' }, measure: { fn: 'sum', prop: 'total' } },
  pageSize: 100,
};

/** The demo portal's cards. */
export const DEMO_PORTAL: PortalDefinition = {
  cards: [
    { id: 'requisitions', kind: 'count', title: '领用单总数', titleI18n: i18n('Requisitions', '領用單總數'), span: 8, modelId: DEMO_MODEL_ID },
    { id: 'urgent', kind: 'count', title: '紧急领用', titleI18n: i18n('Urgent requisitions', '緊急領用'), span: 8, modelId: DEMO_MODEL_ID, filter: { prop: 'urgency', op: 'eq', value: 'urgent' } },
    { id: 'large', kind: 'count', title: '万元以上领用', titleI18n: i18n('Requisitions over 10,000', '萬元以上領用'), span: 8, modelId: DEMO_MODEL_ID, filter: { prop: 'total', op: 'gte', value: 10000 } },
    { id: 'amountChart', kind: 'chart', title: '每月领用金额', titleI18n: i18n('Requisition amount by month', '每月領用金額'), span: 16, reportId: DEMO_REPORT_ID },
    { id: 'shortcuts', kind: 'shortcut', title: '快捷入口', titleI18n: i18n('Shortcuts', '捷徑'), span: 8, menuIds: ['m_demo.form', 'm_demo.report', 'm_demo.dictionary'] },
    { id: 'latest', kind: 'list', title: '最新领用', titleI18n: i18n('Latest requisitions', '最新領用'), span: 16, modelId: DEMO_MODEL_ID, limit: 5, columns: ['billNo', 'reason', 'total'] },
    { id: 'notices', kind: 'notice', title: '最新公告', titleI18n: i18n('Latest notices', '最新公告'), span: 8, limit: 5 },
  ],
};

/**
 * Adds the demo report and portal that are missing — never one an administrator deleted, nor one whose definition
 * no longer checks (its model gone) — and releases them to their demo menu entries. Answers the ids added.
 */
export async function seedDemoBoards(db: Db, now: Date): Promise<string[]> {
  const who = { lang: 'zh-CN' as const, userId: 'user_admin', now };
  const removed = await removedSeedRecords(db);
  const boards: { kind: BoardKind; row: { id: string; fullName: string; enCode: string }; definition: object }[] = [
    { kind: REPORT_KIND, row: { id: DEMO_REPORT_ID, fullName: '资产领用统计', enCode: 'assetRequisitionReport' }, definition: DEMO_REPORT },
    { kind: PORTAL_KIND, row: { id: DEMO_PORTAL_ID, fullName: '资产门户', enCode: 'assetPortal' }, definition: DEMO_PORTAL },
  ];
  const added: string[] = [];
  for (const { kind, row, definition } of boards) {
    if (removed.has(row.id)) continue;
    const [present] = await db.select({ id: kind.table.id }).from(kind.table).where(eq(kind.table.id, row.id));
    if (present) continue;
    if ((await kind.check(db, definition, who.lang)).length) continue;
    // Another instance starting at the same moment may add it too: theirs wins, nothing fails.
    const inserted = await db
      .insert(kind.table)
      .values({ ...row, category: 'asset', definition: definition as Record<string, unknown>, createdAt: now, createdBy: who.userId })
      .onConflictDoNothing()
      .returning({ id: kind.table.id });
    if (!inserted.length) continue;
    await releaseBoard(db, kind, row.id, {}, who);
    added.push(row.id);
  }
  return added;
}

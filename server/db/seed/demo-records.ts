/**
 * The demo model's first requisitions (issue 9 §8), so the demo report 资产领用统计 and the portal 资产门户 show data
 * on first start: six requisitions over the last months, normal and urgent, small and over 10,000. They are created
 * through the model's own create path (server/modules/visualdev/model-records.ts), each as on the day it is dated,
 * so their bill numbers come from the 资产领用单 rule (with that month in them) and their amounts and totals from
 * the model's formulas, exactly as a user's would. A new database only: an existing one keeps its users' records.
 */
import { sanitizeHtml } from '../../http/sanitize-html';
import { createTrustedModelRecord } from '../../modules/visualdev/model-records';
import type { Db } from '../client';
import { DEMO_MODEL_ID } from './demo-models';

const DAY = 86_400_000;

/** One seeded requisition: how many days before the seed it was made, and its values (no number, no totals). */
interface DemoRequisition {
  daysAgo: number;
  values: Record<string, unknown>;
}

/** Who approves the seeded requisitions: the seeded administrator. */
export const DEMO_APPROVER = 'user_admin';

/** The seeded requisitions, oldest first. */
export const DEMO_REQUISITIONS: DemoRequisition[] = [
  { daysAgo: 70, values: { reason: '新员工入职', approver: DEMO_APPROVER, urgency: 'normal', items: [{ name: '笔记本电脑', qty: 1, price: 6999 }, { name: '鼠标', qty: 2, price: 49.9 }] } },
  { daysAgo: 62, values: { reason: '项目急需', approver: DEMO_APPROVER, urgency: 'urgent', urgentNote: '客户现场演示', items: [{ name: '网线', qty: 5, price: 100 }] } },
  { daysAgo: 41, values: { reason: '会议室改造', approver: DEMO_APPROVER, urgency: 'normal', items: [{ name: '显示器', qty: 10, price: 1200 }] } },
  { daysAgo: 33, values: { reason: '办公桌椅更换', approver: DEMO_APPROVER, urgency: 'normal', items: [{ name: '办公椅', qty: 6, price: 680 }] } },
  { daysAgo: 12, values: { reason: '服务器扩容', approver: DEMO_APPROVER, urgency: 'urgent', urgentNote: '业务高峰前完成', items: [{ name: '服务器', qty: 1, price: 28600 }, { name: '硬盘', qty: 4, price: 1250 }] } },
  { daysAgo: 3, values: { reason: '打印耗材补充', approver: DEMO_APPROVER, urgency: 'normal', items: [{ name: '硒鼓', qty: 8, price: 320 }] } },
];

/** Creates the demo requisitions as the administrator, oldest first, each on its day; answers their ids. */
export async function seedDemoRecords(db: Db, now: Date): Promise<string[]> {
  const widgetValues = { files: { size: async () => undefined }, sanitizeHtml };
  const ids: string[] = [];
  // One after another: each draws the next bill number.
  for (const { daysAgo, values } of DEMO_REQUISITIONS) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const useDate = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
    ids.push(await createTrustedModelRecord(db, DEMO_MODEL_ID, { ...values, useDate }, { userId: 'user_admin', lang: 'zh-CN', now: at, widgetValues }));
  }
  return ids;
}

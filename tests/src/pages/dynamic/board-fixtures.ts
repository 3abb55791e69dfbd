/** What the report and portal page tests share: requisitions stored through the API and the page's menu route. */
import type { MenuRoute } from '../../../../runtime/core/routing/menu-routes';
import { clearDemoRequisitions } from '../../../fixtures/lowcode/demo-requisitions';
import { call, type TestServer } from '../../../server/harness';

/** Three requisitions: two in January (7,598.80, 8 items), one in February (12,000.00, 10 items). */
export const REQUISITIONS = [
  { useDate: Date.UTC(2026, 0, 12), reason: '新员工入职', urgency: 'normal', items: [{ name: '笔记本电脑', qty: 1, price: 6999 }, { name: '鼠标', qty: 2, price: 49.9 }] },
  { useDate: Date.UTC(2026, 0, 20), reason: '项目急需', urgency: 'urgent', urgentNote: '客户现场', items: [{ name: '网线', qty: 5, price: 100 }] },
  { useDate: Date.UTC(2026, 1, 14), reason: '会议室改造', urgency: 'normal', items: [{ name: '显示器', qty: 10, price: 1200 }] },
];

/** Stores the requisitions as the administrator, in place of the seeded ones. */
export async function storeRequisitions(server: TestServer, token: string): Promise<void> {
  await clearDemoRequisitions(server.database.db);
  for (const body of REQUISITIONS) {
    const answer = await call(server.app, '/api/visualdev/OnlineDev/vd_asset_requisition', { token, method: 'POST', body });
    if (answer.code !== 200) throw new Error(`requisition refused: ${answer.msg}`);
  }
}

/** A menu route of a low-code page. */
export function lowcodeRoute(path: string, type: number, moduleId: string): MenuRoute {
  return { path, name: path.slice(1), meta: { title: path, type, moduleId, modelId: `m_${moduleId}` } } as unknown as MenuRoute;
}

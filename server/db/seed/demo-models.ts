/**
 * The demo system's low-code model (issue 9 §8): an asset requisition — a bill number drawn from the 资产领用单
 * rule at save, the reason and urgency (an urgent requisition must say why), the approver (the approver picker,
 * shown by name in the list and the detail view), and a sub-table of items whose amounts and total the server
 * computes — released to the demo system's form entry, so a new user sees the platform work. A new database only:
 * an existing data directory keeps the definition it has.
 */
import type { Db } from '../client';
import { visualDevs } from '../schema';
import { releaseDefinition } from '../../modules/visualdev/definitions';

/** The id of the demo model (the demo form entry's moduleId). */
export const DEMO_MODEL_ID = 'vd_asset_requisition';

const en = (text: string, zhTW: string) => ({ en: text, 'zh-TW': zhTW });

/** The demo model's form. */
export const DEMO_REQUISITION_FORM = {
  popupType: 'general',
  generalWidth: '900px',
  fullScreenWidth: '100%',
  drawerWidth: '900px',
  labelWidth: 100,
  fields: [
    {
      __config__: {
        klxKey: 'row',
        children: [
          { __config__: { klxKey: 'billRule', label: '单据编号', labelI18n: en('Bill number', '單據編號'), rule: 'AssetUse', span: 12 }, __vModel__: 'billNo' },
          { __config__: { klxKey: 'date', label: '领用日期', labelI18n: en('Date', '領用日期'), required: true, span: 12 }, __vModel__: 'useDate' },
          { __config__: { klxKey: 'comInput', label: '申请事由', labelI18n: en('Reason', '申請事由'), required: true, span: 12 }, __vModel__: 'reason', maxlength: 100 },
          {
            __config__: { klxKey: 'select', label: '紧急程度', labelI18n: en('Urgency', '緊急程度'), required: true, span: 12, defaultValue: 'normal' },
            __vModel__: 'urgency',
            options: [
              { label: '普通', value: 'normal', labelI18n: en('Normal', '普通') },
              { label: '紧急', value: 'urgent', labelI18n: en('Urgent', '緊急') },
            ],
          },
          { __config__: { klxKey: 'approverSelect', label: '审批人', labelI18n: en('Approver', '審核人'), span: 12 }, __vModel__: 'approver' },
          { __config__: { klxKey: 'textarea', label: '紧急说明', labelI18n: en('Why urgent', '緊急說明'), required: true, showWhen: { field: 'urgency', in: ['urgent'] } }, __vModel__: 'urgentNote' },
        ],
      },
    },
    {
      __config__: {
        klxKey: 'table',
        label: '领用物品',
        labelI18n: en('Items', '領用物品'),
        required: true,
        children: [
          { __config__: { klxKey: 'comInput', label: '物品名称', labelI18n: en('Item', '物品名稱'), required: true }, __vModel__: 'name' },
          { __config__: { klxKey: 'numInput', label: '数量', labelI18n: en('Quantity', '數量'), required: true }, __vModel__: 'qty', min: 1 },
          { __config__: { klxKey: 'numInput', label: '单价', labelI18n: en('Unit price', '單價') }, __vModel__: 'price', min: 0 },
          { __config__: { klxKey: 'calculate', label: '金额', labelI18n: en('Amount', '金額') }, __vModel__: 'amount', expression: '{qty} * {price}', precision: 2 },
        ],
      },
      __vModel__: 'items',
      showSummary: true,
      summaryField: ['qty', 'amount'],
    },
    { __config__: { klxKey: 'calculate', label: '合计金额', labelI18n: en('Total amount', '合計金額'), span: 12 }, __vModel__: 'total', expression: '{items-amount}', precision: 2, isStorage: true, thousands: true },
  ],
};

/** The demo model's list. */
export const DEMO_REQUISITION_COLUMNS = {
  columnList: [
    { prop: 'billNo', label: '单据编号' },
    { prop: 'useDate', label: '领用日期' },
    { prop: 'reason', label: '申请事由' },
    { prop: 'urgency', label: '紧急程度' },
    { prop: 'approver', label: '审批人' },
    { prop: 'total', label: '合计金额', align: 'right' },
  ],
  // The list's search bar: the reason by "contains", the urgency by choice, the date as a range.
  searchList: [
    { prop: 'reason', searchType: 2 },
    { prop: 'urgency', searchType: 1 },
    { prop: 'useDate', searchType: 3 },
  ],
  defaultSidx: 'billNo',
  sort: 'desc',
  hasPage: true,
  pageSize: 20,
  btnsList: [{ value: 'add' }],
  columnBtnsList: [{ value: 'edit' }, { value: 'remove' }, { value: 'detail' }],
};

/** Adds the demo model and releases it to the demo form entry (a new database only). */
export async function seedDemoModels(db: Db, now: Date): Promise<void> {
  await db.insert(visualDevs).values({
    id: DEMO_MODEL_ID,
    fullName: '资产领用',
    enCode: 'assetRequisition',
    category: 'asset',
    formData: DEMO_REQUISITION_FORM,
    columnData: DEMO_REQUISITION_COLUMNS,
    createdAt: now,
    createdBy: 'user_admin',
  });
  await releaseDefinition(db, DEMO_MODEL_ID, {}, { userId: 'user_admin', now });
}

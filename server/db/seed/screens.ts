/**
 * First data of the schema screens: positions, asset categories of every depreciation method, dictionary types
 * with their entries (sex with 男/女 as the seeded accounts' gender codes, education, nation, certificate types,
 * bill-rule categories, and a tree-shaped storage-location type) and bill rules. Runs only while `lc_record` is
 * empty, so it also fills a database seeded before the screens existed, and never touches data a user changed.
 */
import { sql } from 'drizzle-orm';
import { billRuleExample } from '../../../runtime/core/billing/bill-number';
import type { Db } from '../client';
import { records } from '../schema';

type Row = typeof records.$inferInsert;

const position = (id: string, parentid: string, fullname: string, encode: string, sortcode: number, description = ''): Row => ({
  id: `epos_${id}`,
  screen: 'eamPosition',
  parentId: parentid,
  sortCode: sortcode,
  data: { parentid, fullname, encode, sortcode, description },
});

const category = (id: string, parentid: string, fullname: string, encode: string, sortcode: number, extra: Record<string, unknown>): Row => ({
  id: `cat_${id}`,
  screen: 'eamDatatype',
  parentId: parentid,
  sortCode: sortcode,
  data: { parentid, fullname, encode, unit: '台', istree: 0, sortcode, deprecitionType: 99, serviceLife: 0, zcjcz: 0, totalEffort: 0, yearEffort: 0, monthEffort: 0, yearDepreciation: 0, description: '', ...extra },
});

const dictionaryType = (enCode: string, fullName: string, sortCode: number, isTree = 0, parentId = 'dt_system'): Row => ({
  id: `dt_${enCode}`,
  screen: 'dictionaryType',
  parentId,
  sortCode,
  data: { parentId, fullName, enCode, isTree, sortCode, description: '' },
});

const entries = (typeCode: string, items: [enCode: string, fullName: string, parent?: string][]): Row[] =>
  items.map(([enCode, fullName, parent], index) => {
    const parentId = parent ? `dd_${typeCode}_${parent}` : '0';
    return {
      id: `dd_${typeCode}_${enCode}`,
      screen: 'dictionaryData',
      parentId,
      scopeId: `dt_${typeCode}`,
      sortCode: index,
      data: { parentId, fullName, enCode, sortCode: index, enabledMark: 1, description: '' },
    };
  });

function billRule(enCode: string, fullName: string, category: string, prefix: string, dateFormat: string, digit: number, startNumber: string, sortCode: number, now: Date): Row {
  const values = { fullName, enCode, category: `dd_billRuleCategory_${category}`, prefix, dateFormat, digit, startNumber, sortCode, enabledMark: 1, description: '' };
  return { id: `br_${enCode}`, screen: 'billRule', sortCode, data: { ...values, example: billRuleExample(values, now) } };
}

/** The seeded records. */
export function screenSeedRows(now: Date): Row[] {
  return [
    position('equipment', '-1', '设备管理部', 'EQ', 1, '负责设备台账与维护'),
    position('equipment_admin', 'epos_equipment', '设备管理员', 'EQ-ADMIN', 1),
    position('repair', 'epos_equipment', '维修工程师', 'EQ-REPAIR', 2),
    position('warehouse', '-1', '仓储部', 'WH', 2, '负责资产入库、出库与盘点'),
    position('keeper', 'epos_warehouse', '仓库管理员', 'WH-KEEPER', 1),
    position('finance', '-1', '资产会计', 'FIN-ASSET', 3, '负责折旧与资产核算'),

    category('electronic', '-1', '电子设备', 'DZSB', 1, { deprecitionType: 1, serviceLife: 5, zcjcz: 100, istree: 1 }),
    category('laptop', 'cat_electronic', '笔记本电脑', 'DZSB-BJB', 1, { deprecitionType: 1, serviceLife: 3, zcjcz: 200 }),
    category('server', 'cat_electronic', '服务器', 'DZSB-FWQ', 2, { deprecitionType: 2, serviceLife: 6, zcjcz: 1000 }),
    category('furniture', '-1', '办公家具', 'BGJJ', 2, { unit: '件', deprecitionType: 2, serviceLife: 8, zcjcz: 50 }),
    category('vehicle', '-1', '运输车辆', 'YSCL', 3, { unit: '辆', deprecitionType: 3, totalEffort: 300000, yearEffort: 30000, monthEffort: 2500, zcjcz: 5000 }),
    category('land', '-1', '土地', 'TD', 4, { unit: '宗', deprecitionType: 99 }),

    dictionaryType('system', '系统字典', 1, 0, '-1'),
    dictionaryType('sex', '性别', 1),
    dictionaryType('education', '学历', 2),
    dictionaryType('nation', '民族', 3),
    dictionaryType('certificateType', '证件类型', 4),
    dictionaryType('billRuleCategory', '单据分类', 5),
    dictionaryType('storageLocation', '存放地点', 6, 1),
    // The demo system's dynamic dictionary page (menu type 4) lists this type.
    dictionaryType('equipmentType', '设备类型', 7, 1),
    // Names the low-code definitions' categories (server/modules/visualdev/categories.ts).
    dictionaryType('formCategory', '表单分类', 8),
    ...entries('sex', [
      ['1', '男'],
      ['2', '女'],
    ]),
    ...entries('education', [
      ['doctor', '博士'],
      ['master', '硕士'],
      ['bachelor', '本科'],
      ['college', '大专'],
      ['highSchool', '高中'],
      ['other', '其他'],
    ]),
    ...entries('nation', [
      ['han', '汉族'],
      ['zhuang', '壮族'],
      ['hui', '回族'],
      ['manchu', '满族'],
      ['uyghur', '维吾尔族'],
      ['miao', '苗族'],
      ['other', '其他'],
    ]),
    ...entries('certificateType', [
      ['idCard', '居民身份证'],
      ['passport', '护照'],
      ['hkMacau', '港澳居民来往内地通行证'],
      ['taiwan', '台湾居民来往大陆通行证'],
    ]),
    ...entries('billRuleCategory', [
      ['asset', '资产单据'],
      ['purchase', '采购单据'],
      ['finance', '财务单据'],
    ]),
    ...entries('formCategory', [
      ['asset', '资产管理'],
      ['purchase', '采购管理'],
      ['office', '行政办公'],
    ]),
    ...entries('equipmentType', [
      ['it', 'IT设备'],
      ['laptop', '笔记本电脑', 'it'],
      ['server', '服务器', 'it'],
      ['production', '生产设备'],
      ['lathe', '数控车床', 'production'],
    ]),
    ...entries('storageLocation', [
      ['hq', '总部大楼'],
      ['hq1', '一楼机房', 'hq'],
      ['hq3', '三楼办公区', 'hq'],
      ['warehouse', '中心仓库'],
      ['warehouseA', 'A区货架', 'warehouse'],
    ]),

    billRule('AssetIn', '资产入库单', 'asset', 'RK', 'yyyyMMdd', 4, '1', 1, now),
    billRule('AssetUse', '资产领用单', 'asset', 'LY', 'yyyyMM', 5, '1', 2, now),
    billRule('AssetScrap', '资产报废单', 'asset', 'BF', 'yyyy', 4, '1', 3, now),
    billRule('PurchaseOrder', '采购订单', 'purchase', 'PO', 'no', 6, '100001', 4, now),
  ];
}

/** Seeds the screens' records while `lc_record` is empty; answers whether it did. */
export async function seedScreenRecords(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lc_record:seed'))`);
    const [existing] = await tx.select({ id: records.id }).from(records).limit(1);
    if (existing) return false;
    await tx.insert(records).values(screenSeedRows(now).map((row) => ({ ...row, createdAt: now, createdBy: 'user_admin' })));
    return true;
  });
}

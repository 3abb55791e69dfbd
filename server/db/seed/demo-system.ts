/**
 * A second, small system (spec 01 §2.2 "several systems"), so that switching systems can be used and tested, with
 * one menu entry of every type the main system does not use: a category (1) holding a dynamic form (3),
 * dictionary (4), report (5) and portal (8); a data view (6); external links shown inside (7, _self) and in a new
 * window (7, _blank), whose addresses use the data-view host and token placeholders.
 */
import { LANGUAGES } from '../../../runtime/core/i18n/languages';
import { MenuType } from '../../../runtime/core/contract/session';
import type * as t from '../schema';

/** The id of the demo system. */
export const DEMO_SYSTEM_ID = 'sys_demo';

const names = (values: [string, string, string]) => Object.fromEntries(LANGUAGES.map((language, i) => [language, values[i]!]));

/** The demo system row. */
export const DEMO_SYSTEM: typeof t.systems.$inferInsert = {
  id: DEMO_SYSTEM_ID,
  fullName: '演示系统',
  fullNameI18n: names(['演示系统', '演示系統', 'Demo System']),
  enCode: 'demoSystem',
  icon: 'ExperimentOutlined',
  sortCode: 1,
};

interface DemoEntry {
  code: string;
  parent: string;
  names: [string, string, string];
  type: number;
  url?: string;
  icon: string;
  linkTarget?: string;
  property?: Record<string, unknown>;
}

const ENTRIES: DemoEntry[] = [
  { code: 'demo.home', parent: '-1', names: ['首页', '首頁', 'Home'], type: MenuType.page, url: 'home', icon: 'HomeOutlined' },
  { code: 'demo.category', parent: '-1', names: ['低代码演示', '低程式碼演示', 'Low-code Demos'], type: MenuType.category, icon: 'AppstoreOutlined' },
  {
    code: 'demo.form', parent: 'demo.category', names: ['资产领用', '資產領用', 'Asset Requisition'], type: MenuType.dynamicForm,
    url: 'demo/assetRequisition', icon: 'FormOutlined', property: { moduleId: 'vd_asset_requisition', isTree: 0 },
  },
  {
    code: 'demo.dictionary', parent: 'demo.category', names: ['设备类型字典', '設備類型字典', 'Equipment Type Dictionary'], type: MenuType.dynamicDictionary,
    url: 'demo/equipmentTypes', icon: 'BookOutlined', property: { moduleId: 'dt_equipmentType', isTree: 1 },
  },
  {
    code: 'demo.report', parent: 'demo.category', names: ['资产领用统计', '資產領用統計', 'Asset Requisition Report'], type: MenuType.dynamicReport,
    url: 'demo/assetReport', icon: 'FileTextOutlined', property: { moduleId: 'rpt_asset_requisition' },
  },
  {
    code: 'demo.portal', parent: 'demo.category', names: ['资产门户', '資產入口網站', 'Asset Portal'], type: MenuType.portal,
    url: 'demo/portal', icon: 'LayoutOutlined', property: { moduleId: 'portal_asset' },
  },
  { code: 'demo.dataView', parent: '-1', names: ['资产大屏', '資產大屏', 'Asset Dashboard Screen'], type: MenuType.dataView, icon: 'FundProjectionScreenOutlined', property: { moduleId: 'dv_asset' } },
  {
    code: 'demo.innerLink', parent: '-1', names: ['下载应用', '下載應用程式', 'Download the App'], type: MenuType.externalLink,
    url: '${dataV}/downloadApp?appid=klx&token=${klxToken}', linkTarget: '_self', icon: 'LinkOutlined',
  },
  {
    code: 'demo.outerLink', parent: '-1', names: ['帮助文档', '說明文件', 'Help Documents'], type: MenuType.externalLink,
    // The README, which the client build copies to help/README.txt: help that exists on this machine.
    url: 'help/README.txt', linkTarget: '_blank', icon: 'GlobalOutlined',
  },
];

/** The demo system's menu rows. */
export function demoModules(): (typeof t.modules.$inferInsert)[] {
  return ENTRIES.map((entry, index) => ({
    id: `m_${entry.code}`,
    parentId: entry.parent === '-1' ? '-1' : `m_${entry.parent}`,
    systemId: DEMO_SYSTEM_ID,
    fullName: entry.names[0],
    fullNameI18n: names(entry.names),
    enCode: entry.code.replace(/\.(\w)/, (_, first: string) => first.toUpperCase()),
    type: entry.type,
    urlAddress: entry.url ?? '',
    linkTarget: entry.linkTarget ?? '_self',
    icon: entry.icon,
    propertyJson: JSON.stringify(entry.property ?? {}),
    sortCode: index,
  }));
}

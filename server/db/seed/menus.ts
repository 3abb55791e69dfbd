/**
 * The seeded menu tree: the areas of spec 01 §2.2 that this product has or that an open issue will build, with
 * their enCode, type, urlAddress, icon and propertyJson, and their names in the three languages. Built-in pages
 * (type 2) route to /{urlAddress}. Areas no spec covers (the WeChat configuration and the WeChat official account
 * of 消息中心 → 账号配置, the extension demos, the code generator) are not seeded: the menu shows what the product has, and each issue removes its placeholders as it
 * lands.
 */
import { MenuType } from '../../../runtime/core/contract/session';

/** A seeded name in the three languages: [zh-CN, zh-TW, en]. */
export type SeedNames = [string, string, string];

/** A menu entry to seed: [zh-CN, zh-TW, en] names; children for catalogues. */
export interface MenuSeed {
  code: string;
  names: SeedNames;
  type: number;
  url?: string;
  icon: string;
  linkTarget?: string;
  property?: Record<string, unknown>;
  children?: MenuSeed[];
}

const page = (code: string, names: [string, string, string], url: string, icon: string): MenuSeed => ({
  code,
  names,
  type: MenuType.page,
  url,
  icon,
});

const catalog = (code: string, names: [string, string, string], icon: string, children: MenuSeed[]): MenuSeed => ({
  code,
  names,
  type: MenuType.catalog,
  icon,
  children,
});

/** The main system's menu tree. */
export const MENU_TREE: MenuSeed[] = [
  page('home', ['首页', '首頁', 'Home'], 'home', 'HomeOutlined'),
  page('dashboard', ['仪表盘', '儀表板', 'Dashboard'], 'dashboard', 'DashboardOutlined'),
  catalog('eam', ['资产管理', '資產管理', 'Asset Management'], 'AppstoreOutlined', [
    page('eam.eamPosition', ['资产岗位', '資產崗位', 'Asset Positions'], 'eam/eamPosition', 'IdcardOutlined'),
    page('eam.eamDatatype', ['资产类别', '資產類別', 'Asset Categories'], 'eam/eamDatatype', 'ClusterOutlined'),
    page('eam.eamDepartment', ['资产部门', '資產部門', 'Asset Departments'], 'eam/eamDepartment', 'ApartmentOutlined'),
    page('eam.employee', ['员工管理', '員工管理', 'Employees'], 'eam/employee', 'TeamOutlined'),
  ]),
  catalog('onlineDev', ['在线开发', '線上開發', 'Online Development'], 'CodeOutlined', [
    page('onlineDev.webDesign', ['功能设计', '功能設計', 'Web Form Design'], 'onlineDev/webDesign', 'FormOutlined'),
    page('onlineDev.appDesign', ['移动设计', '行動應用設計', 'Mobile App Design'], 'onlineDev/appDesign', 'MobileOutlined'),
    page('onlineDev.dataReport', ['报表设计', '報表設計', 'Report Design'], 'onlineDev/dataReport', 'FileTextOutlined'),
    page('onlineDev.dataScreen', ['大屏设计', '大屏設計', 'Data Screen Design'], 'onlineDev/dataScreen', 'FundProjectionScreenOutlined'),
    page('onlineDev.visualPortal', ['门户设计', '入口網站設計', 'Portal Design'], 'onlineDev/visualPortal', 'LayoutOutlined'),
  ]),
  catalog('system', ['系统管理', '系統管理', 'System Management'], 'SettingOutlined', [
    page('system.sysConfig', ['系统配置', '系統設定', 'System Settings'], 'system/sysConfig', 'ToolOutlined'),
    page('system.notice', ['系统公告', '系統公告', 'Announcements'], 'system/notice', 'NotificationOutlined'),
    page('system.task', ['系统调度', '系統排程', 'Scheduled Tasks'], 'system/task', 'ScheduleOutlined'),
    page('system.cache', ['系统缓存', '系統快取', 'System Cache'], 'system/cache', 'DatabaseOutlined'),
    page('system.log', ['系统日志', '系統日誌', 'System Logs'], 'system/log', 'ProfileOutlined'),
    page('system.monitor', ['系统监控', '系統監控', 'System Monitor'], 'system/monitor', 'MonitorOutlined'),
    page('system.icons', ['系统图标', '系統圖示', 'System Icons'], 'system/icons', 'SmileOutlined'),
    page('system.language', ['翻译管理', '翻譯管理', 'Translations'], 'system/language', 'TranslationOutlined'),
    page('system.menu', ['系统菜单', '系統選單', 'System Menus'], 'system/menu', 'MenuOutlined'),
    page('system.area', ['行政区划', '行政區劃', 'Administrative Areas'], 'system/area', 'EnvironmentOutlined'),
    page('system.billRule', ['单据规则', '單據規則', 'Bill Number Rules'], 'system/billRule', 'NumberOutlined'),
    page('system.systemTemplate', ['系统模板', '系統模板', 'System Templates'], 'system/systemTemplate', 'FileOutlined'),
    page('system.smsTemplate', ['短信模板', '簡訊模板', 'SMS Templates'], 'system/smsTemplate', 'MessageOutlined'),
    page('system.messageTemplate', ['消息模板', '訊息模板', 'System Message Templates'], 'system/messageTemplate', 'MailOutlined'),
    page('system.printDev', ['打印模板', '列印模板', 'Print Templates'], 'system/printDev', 'PrinterOutlined'),
  ]),
  catalog('systemData', ['系统数据', '系統資料', 'System Data'], 'HddOutlined', [
    page('systemData.dataSource', ['数据连接', '資料連線', 'Data Connections'], 'systemData/dataSource', 'LinkOutlined'),
    page('systemData.dataModel', ['数据建模', '資料建模', 'Data Modelling'], 'systemData/dataModel', 'TableOutlined'),
    page('systemData.dataSync', ['数据同步', '資料同步', 'Data Sync'], 'systemData/dataSync', 'SyncOutlined'),
    page('systemData.dataBackup', ['数据备份', '資料備份', 'Data Backup'], 'systemData/dataBackup', 'SaveOutlined'),
    page('systemData.dataInterface', ['数据接口', '資料介面', 'Data Interfaces'], 'systemData/dataInterface', 'ApiOutlined'),
    page('systemData.interfaceAuth', ['接口认证', '介面認證', 'Interface Authentication'], 'systemData/interfaceAuth', 'SafetyOutlined'),
    page('systemData.dictionary', ['数据字典', '資料字典', 'Data Dictionary'], 'systemData/dictionary', 'BookOutlined'),
    page('systemData.map', ['数据地图', '資料地圖', 'Data Map'], 'systemData/map', 'GlobalOutlined'),
  ]),
  page('commonWords', ['审批常用语', '簽核常用語', 'Approval Phrases'], 'commonWords', 'CommentOutlined'),
  catalog('permission', ['组织权限', '組織權限', 'Organisation & Permissions'], 'SafetyCertificateOutlined', [
    page('permission.grade', ['分级管理', '分級管理', 'Tiered Administration'], 'permission/grade', 'RiseOutlined'),
    page('permission.organize', ['组织管理', '組織管理', 'Organisations'], 'permission/organize', 'BankOutlined'),
    page('permission.department', ['部门管理', '部門管理', 'Departments'], 'permission/department', 'ApartmentOutlined'),
    page('permission.position', ['岗位管理', '崗位管理', 'Positions'], 'permission/position', 'IdcardOutlined'),
    page('permission.user', ['用户管理', '使用者管理', 'Users'], 'permission/user', 'UserOutlined'),
    page('permission.role', ['角色管理', '角色管理', 'Roles'], 'permission/role', 'UsergroupAddOutlined'),
    page('permission.group', ['分组管理', '分組管理', 'User Groups'], 'permission/group', 'GroupOutlined'),
    page('permission.authorize', ['权限管理', '權限管理', 'Permissions'], 'permission/authorize', 'KeyOutlined'),
    page('permission.userOnline', ['在线用户', '線上使用者', 'Online Users'], 'permission/userOnline', 'WifiOutlined'),
  ]),
  catalog('workFlow', ['工作流程', '工作流程', 'Workflow'], 'NodeIndexOutlined', [
    page('workFlow.form', ['流程表单', '流程表單', 'Flow Forms'], 'workFlow/form', 'FormOutlined'),
    page('workFlow.flowEngine', ['流程设计', '流程設計', 'Flow Design'], 'workFlow/flowEngine', 'PartitionOutlined'),
    page('workFlow.addFlow', ['新建流程', '新增流程', 'Start a Flow'], 'workFlow/addFlow', 'PlusSquareOutlined'),
    page('workFlow.flowLaunch', ['我发起的', '我發起的', 'Started by Me'], 'workFlow/flowLaunch', 'SendOutlined'),
    page('workFlow.flowTodo', ['待办事宜', '待辦事宜', 'To Do'], 'workFlow/flowTodo', 'ClockCircleOutlined'),
    page('workFlow.flowDone', ['已办事宜', '已辦事宜', 'Done'], 'workFlow/flowDone', 'CheckCircleOutlined'),
    page('workFlow.flowCirculate', ['抄送事宜', '抄送事宜', 'Copied to Me'], 'workFlow/flowCirculate', 'CopyOutlined'),
    page('workFlow.entrust', ['流程委托', '流程委託', 'Delegation'], 'workFlow/entrust', 'SwapOutlined'),
    page('workFlow.flowMonitor', ['流程监控', '流程監控', 'Flow Monitor'], 'workFlow/flowMonitor', 'EyeOutlined'),
  ]),
  catalog('msgCenter', ['消息中心', '訊息中心', 'Message Centre'], 'BellOutlined', [
    catalog('msgCenter.accountConfig', ['账号配置', '帳號設定', 'Sending Accounts'], 'ContactsOutlined', [
      page('msgCenter.accountConfig.mail', ['邮箱配置', '電子郵件設定', 'Email Settings'], 'msgCenter/accountConfig/mail', 'MailOutlined'),
      page('msgCenter.accountConfig.shortMsg', ['短信配置', '簡訊設定', 'SMS Settings'], 'msgCenter/accountConfig/shortMsg', 'MessageOutlined'),
      page('msgCenter.accountConfig.weCom', ['企业微信配置', '企業微信設定', 'WeCom Settings'], 'msgCenter/accountConfig/weCom', 'WechatOutlined'),
      page('msgCenter.accountConfig.ding', ['钉钉配置', '釘釘設定', 'DingTalk Settings'], 'msgCenter/accountConfig/ding', 'DingtalkOutlined'),
      page('msgCenter.accountConfig.webhook', ['webhook配置', 'webhook設定', 'Webhook Settings'], 'msgCenter/accountConfig/webhook', 'ApiOutlined'),
    ]),
    page('msgCenter.msgTemplate', ['消息模板', '訊息模板', 'Message Templates'], 'msgCenter/msgTemplate', 'FileTextOutlined'),
    page('msgCenter.sendConfig', ['消息发送配置', '訊息傳送設定', 'Sending Settings'], 'msgCenter/sendConfig', 'SendOutlined'),
    page('msgCenter.msgMonitor', ['消息监控', '訊息監控', 'Message Monitor'], 'msgCenter/msgMonitor', 'EyeOutlined'),
  ]),
];

/** Permission items per module code: buttons, list columns and form fields as [enCode, zh-CN, zh-TW, en]. */
export type PermissionSeed = [string, string, string, string];

const CRUD_BUTTONS: PermissionSeed[] = [
  ['btn_add', '新建', '新增', 'Create'],
  ['btn_edit', '编辑', '編輯', 'Edit'],
  ['btn_remove', '删除', '刪除', 'Delete'],
];

/** Buttons of every built-in management page; some pages add their own. */
export const BUTTONS: Record<string, PermissionSeed[]> = {
  'permission.user': [
    ...CRUD_BUTTONS,
    ['btn_export', '导出', '匯出', 'Export'],
    ['btn_import', '导入', '匯入', 'Import'],
    ['btn_resetPassword', '重置密码', '重設密碼', 'Reset password'],
    ['btn_state', '启用/禁用', '啟用/停用', 'Enable/disable'],
    ['btn_unlock', '解除锁定', '解除鎖定', 'Unlock'],
  ],
  'systemData.dictionary': [...CRUD_BUTTONS, ['btn_export', '导出', '匯出', 'Export'], ['btn_import', '导入', '匯入', 'Import']],
  'system.billRule': [...CRUD_BUTTONS, ['btn_export', '导出', '匯出', 'Export']],
  'system.notice': [...CRUD_BUTTONS, ['btn_release', '发布', '發布', 'Release']],
};

/** The default CRUD buttons for pages without their own list. */
export const DEFAULT_BUTTONS = CRUD_BUTTONS;

/** List columns by module code, for pages that are not schema screens (those derive theirs from the schema). */
export const COLUMNS: Record<string, PermissionSeed[]> = {};

/** Form fields by module code, for pages that are not schema screens (those derive theirs from the schema). */
export const FORM_FIELDS: Record<string, PermissionSeed[]> = {};

/** Module codes the seeded staff role may open (with every column, and no buttons). */
export const STAFF_MODULES = [
  'home',
  'dashboard',
  'eam',
  'eam.eamPosition',
  'eam.eamDatatype',
  'workFlow',
  'workFlow.flowLaunch',
  'workFlow.flowTodo',
  'workFlow.flowDone',
];

/**
 * The seeded menu tree: the areas of spec 01 §2.2 that this product has or that an open issue will build, with
 * their enCode, type, urlAddress, icon and propertyJson, and their names in the three languages. Built-in pages
 * (type 2) route to /{urlAddress}. Areas no spec covers (the WeChat configuration, the extension demos, the code
 * generator) are not seeded: the menu shows what the product has, and each issue removes its placeholders as it
 * lands.
 */
import { MenuType } from '../../../runtime/core/contract/session';

/** A menu entry to seed: [zh-CN, zh-TW, en] names; children for catalogues. */
export interface MenuSeed {
  code: string;
  names: [string, string, string];
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
  page('dashboard', ['仪表盘', '儀表盤', 'Dashboard'], 'dashboard', 'DashboardOutlined'),
  catalog('eam', ['资产管理', '資產管理', 'Asset Management'], 'AppstoreOutlined', [
    page('eam.eamPosition', ['岗位管理', '崗位管理', 'Positions'], 'eam/eamPosition', 'IdcardOutlined'),
    page('eam.eamDatatype', ['资产类别', '資產類別', 'Asset Categories'], 'eam/eamDatatype', 'ClusterOutlined'),
    page('eam.eamDepartment', ['部门管理', '部門管理', 'Departments'], 'eam/eamDepartment', 'ApartmentOutlined'),
    page('eam.employee', ['员工管理', '員工管理', 'Employees'], 'eam/employee', 'TeamOutlined'),
  ]),
  catalog('onlineDev', ['在线开发', '在線開發', 'Online Development'], 'CodeOutlined', [
    page('onlineDev.webDesign', ['功能设计', '功能設計', 'Web Design'], 'onlineDev/webDesign', 'FormOutlined'),
    page('onlineDev.appDesign', ['移动设计', '移動設計', 'App Design'], 'onlineDev/appDesign', 'MobileOutlined'),
    page('onlineDev.dataReport', ['报表设计', '報表設計', 'Data Report'], 'onlineDev/dataReport', 'FileTextOutlined'),
    page('onlineDev.dataScreen', ['大屏设计', '大屏設計', 'Data Screen'], 'onlineDev/dataScreen', 'FundProjectionScreenOutlined'),
    page('onlineDev.visualPortal', ['门户设计', '門戶設計', 'Visual Portal'], 'onlineDev/visualPortal', 'LayoutOutlined'),
  ]),
  catalog('system', ['系统管理', '系統管理', 'System'], 'SettingOutlined', [
    page('system.sysConfig', ['系统配置', '系統配置', 'System Config'], 'system/sysConfig', 'ToolOutlined'),
    page('system.notice', ['系统公告', '系統公告', 'Notice'], 'system/notice', 'NotificationOutlined'),
    page('system.task', ['系统调度', '系統調度', 'Task'], 'system/task', 'ScheduleOutlined'),
    page('system.cache', ['系统缓存', '系統緩存', 'Cache'], 'system/cache', 'DatabaseOutlined'),
    page('system.log', ['系统日志', '系統日誌', 'Log'], 'system/log', 'ProfileOutlined'),
    page('system.monitor', ['系统监控', '系統監控', 'Monitor'], 'system/monitor', 'MonitorOutlined'),
    page('system.icons', ['系统图标', '系統圖標', 'Icons'], 'system/icons', 'SmileOutlined'),
    page('system.language', ['翻译管理', '翻譯管理', 'Language'], 'system/language', 'TranslationOutlined'),
    page('system.menu', ['系统菜单', '系統菜單', 'Menu'], 'system/menu', 'MenuOutlined'),
    page('system.area', ['行政区划', '行政區劃', 'Area'], 'system/area', 'EnvironmentOutlined'),
    page('system.billRule', ['单据规则', '單據規則', 'Bill Rule'], 'system/billRule', 'NumberOutlined'),
    page('system.systemTemplate', ['系统模板', '系統模板', 'System Template'], 'system/systemTemplate', 'FileOutlined'),
    page('system.smsTemplate', ['短信模板', '短信模板', 'SMS Template'], 'system/smsTemplate', 'MessageOutlined'),
    page('system.messageTemplate', ['消息模板', '消息模板', 'Message Template'], 'system/messageTemplate', 'MailOutlined'),
    page('system.printDev', ['打印模板', '打印模板', 'Print Development'], 'system/printDev', 'PrinterOutlined'),
  ]),
  catalog('systemData', ['系统数据', '系統數據', 'System Data'], 'HddOutlined', [
    page('systemData.dataSource', ['数据连接', '數據連接', 'Data Source'], 'systemData/dataSource', 'LinkOutlined'),
    page('systemData.dataModel', ['数据建模', '數據建模', 'Data Model'], 'systemData/dataModel', 'TableOutlined'),
    page('systemData.dataSync', ['数据同步', '數據同步', 'Data Sync'], 'systemData/dataSync', 'SyncOutlined'),
    page('systemData.dataBackup', ['数据备份', '數據備份', 'Data Backup'], 'systemData/dataBackup', 'SaveOutlined'),
    page('systemData.dataInterface', ['数据接口', '數據接口', 'Data Interface'], 'systemData/dataInterface', 'ApiOutlined'),
    page('systemData.interfaceAuth', ['接口认证', '接口認證', 'Interface Auth'], 'systemData/interfaceAuth', 'SafetyOutlined'),
    page('systemData.dictionary', ['数据字典', '數據字典', 'Dictionary'], 'systemData/dictionary', 'BookOutlined'),
    page('systemData.map', ['数据地图', '數據地圖', 'Map'], 'systemData/map', 'GlobalOutlined'),
  ]),
  page('commonWords', ['审批常用语', '審批常用語', 'Common Words'], 'commonWords', 'CommentOutlined'),
  catalog('permission', ['组织权限', '組織權限', 'Permission'], 'SafetyCertificateOutlined', [
    page('permission.grade', ['分级管理', '分級管理', 'Grade'], 'permission/grade', 'RiseOutlined'),
    page('permission.organize', ['组织管理', '組織管理', 'Organisation'], 'permission/organize', 'BankOutlined'),
    page('permission.department', ['部门管理', '部門管理', 'Department'], 'permission/department', 'ApartmentOutlined'),
    page('permission.position', ['岗位管理', '崗位管理', 'Position'], 'permission/position', 'IdcardOutlined'),
    page('permission.user', ['用户管理', '用戶管理', 'User'], 'permission/user', 'UserOutlined'),
    page('permission.role', ['角色管理', '角色管理', 'Role'], 'permission/role', 'UsergroupAddOutlined'),
    page('permission.group', ['分组管理', '分組管理', 'Group'], 'permission/group', 'GroupOutlined'),
    page('permission.authorize', ['权限管理', '權限管理', 'Authorize'], 'permission/authorize', 'KeyOutlined'),
    page('permission.userOnline', ['在线用户', '在線用戶', 'Online Users'], 'permission/userOnline', 'WifiOutlined'),
  ]),
  catalog('workFlow', ['工作流程', '工作流程', 'Workflow'], 'NodeIndexOutlined', [
    page('workFlow.form', ['流程表单', '流程表單', 'Flow Form'], 'workFlow/form', 'FormOutlined'),
    page('workFlow.flowEngine', ['流程设计', '流程設計', 'Flow Engine'], 'workFlow/flowEngine', 'PartitionOutlined'),
    page('workFlow.addFlow', ['新建流程', '新建流程', 'Add Flow'], 'workFlow/addFlow', 'PlusSquareOutlined'),
    page('workFlow.flowLaunch', ['我发起的', '我發起的', 'Flow Launch'], 'workFlow/flowLaunch', 'SendOutlined'),
    page('workFlow.flowTodo', ['待办事宜', '待辦事宜', 'To Do'], 'workFlow/flowTodo', 'ClockCircleOutlined'),
    page('workFlow.flowDone', ['已办事宜', '已辦事宜', 'Done'], 'workFlow/flowDone', 'CheckCircleOutlined'),
    page('workFlow.flowCirculate', ['抄送事宜', '抄送事宜', 'Circulate'], 'workFlow/flowCirculate', 'CopyOutlined'),
    page('workFlow.entrust', ['流程委托', '流程委託', 'Entrust'], 'workFlow/entrust', 'SwapOutlined'),
    page('workFlow.flowMonitor', ['流程监控', '流程監控', 'Flow Monitor'], 'workFlow/flowMonitor', 'EyeOutlined'),
  ]),
  catalog('msgCenter', ['消息中心', '消息中心', 'Message Centre'], 'BellOutlined', [
    catalog('msgCenter.accountConfig', ['账号配置', '賬號配置', 'Account Config'], 'ContactsOutlined', [
      page('msgCenter.accountConfig.mail', ['邮箱配置', '郵箱配置', 'Mail'], 'msgCenter/accountConfig/mail', 'MailOutlined'),
      page('msgCenter.accountConfig.shortMsg', ['短信配置', '短信配置', 'Short Message'], 'msgCenter/accountConfig/shortMsg', 'MessageOutlined'),
      page('msgCenter.accountConfig.weCom', ['企业微信配置', '企業微信配置', 'Enterprise Chat'], 'msgCenter/accountConfig/weCom', 'WechatOutlined'),
      page('msgCenter.accountConfig.ding', ['钉钉配置', '釘釘配置', 'Ding'], 'msgCenter/accountConfig/ding', 'DingtalkOutlined'),
      page('msgCenter.accountConfig.webhook', ['webhook配置', 'webhook配置', 'Webhook'], 'msgCenter/accountConfig/webhook', 'ApiOutlined'),
      page('msgCenter.accountConfig.mp', ['微信公众号配置', '微信公眾號配置', 'Public Account'], 'msgCenter/accountConfig/mp', 'WechatOutlined'),
    ]),
    page('msgCenter.msgTemplate', ['消息模板', '消息模板', 'Message Template'], 'msgCenter/msgTemplate', 'FileTextOutlined'),
    page('msgCenter.sendConfig', ['消息发送配置', '消息發送配置', 'Send Config'], 'msgCenter/sendConfig', 'SendOutlined'),
    page('msgCenter.msgMonitor', ['消息监控', '消息監控', 'Message Monitor'], 'msgCenter/msgMonitor', 'EyeOutlined'),
  ]),
];

/** Permission items per module code: buttons, list columns and form fields as [enCode, zh-CN, zh-TW, en]. */
export type PermissionSeed = [string, string, string, string];

const CRUD_BUTTONS: PermissionSeed[] = [
  ['btn_add', '新建', '新建', 'Create'],
  ['btn_edit', '编辑', '編輯', 'Edit'],
  ['btn_remove', '删除', '刪除', 'Delete'],
];

/** Buttons of every built-in management page; some pages add their own. */
export const BUTTONS: Record<string, PermissionSeed[]> = {
  'permission.user': [
    ...CRUD_BUTTONS,
    ['btn_export', '导出', '導出', 'Export'],
    ['btn_import', '导入', '導入', 'Import'],
    ['btn_resetPassword', '重置密码', '重置密碼', 'Reset password'],
    ['btn_state', '启用/禁用', '啟用/禁用', 'Enable/disable'],
    ['btn_unlock', '解除锁定', '解除鎖定', 'Unlock'],
  ],
  'systemData.dictionary': [...CRUD_BUTTONS, ['btn_export', '导出', '導出', 'Export'], ['btn_import', '导入', '導入', 'Import']],
  'system.billRule': [...CRUD_BUTTONS, ['btn_export', '导出', '導出', 'Export']],
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

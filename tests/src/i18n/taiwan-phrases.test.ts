/**
 * Issue 14 §13: the zh-TW strings read as Taiwan Chinese, not as zh-CN converted character by character
 * ("搜索菜單" where a Taiwan user expects "搜尋選單"). OpenCC's Taiwan-phrases mode ('cn' → 'twp') knows the regional
 * vocabulary; a zh-TW string that is still a plain character conversion of its zh-CN source is flagged when the
 * phrase converter would word it differently. Where OpenCC's phrase is wrong for this product, the reviewed choice
 * is listed below with the reason; a string localised by hand (not a plain conversion) is the reviewer's call.
 *
 * Covered: every client string (shell, shared catalogue with the server's messages, messages), the seeded menu and
 * button names of both systems, and every schema file's messages.
 */
import * as OpenCC from 'opencc-js';
import { resources } from '../../../src/i18n/resources';
import { BUTTONS, MENU_TREE, type MenuSeed } from '../../../server/db/seed/menus';
import { demoModules } from '../../../server/db/seed/demo-system';
import { DEFAULT_SCHEMA_DIR, readSchemaFiles } from '../../../server/schemas/loader';

const toTaiwanPhrases = OpenCC.Converter({ from: 'cn', to: 'twp' });
const plainConversions = [OpenCC.Converter({ from: 'cn', to: 'tw' }), OpenCC.Converter({ from: 'cn', to: 't' })];

/** OpenCC phrases this product words differently after review: [OpenCC's phrase, ours]. */
const REVIEWED_PHRASES: [string, string][] = [
  // 許可權 is a computing "permission bit"; Taiwan admin screens say 權限.
  ['許可權', '權限'],
  // 型別 is a programming-language type; the kind of a record, document or message is 類型.
  ['型別', '類型'],
  // 引數 is a function argument; request and file parameters are 參數.
  ['引數', '參數'],
  // 物件 is a programming object; the grantee of a permission (role, position, user…) is an 對象.
  ['物件', '對象'],
  // 釋出 is a software release; publishing an announcement or a form is 發布.
  ['釋出', '發布'],
  // 全域性 reads as "globality"; a role valid everywhere is 全域.
  ['全域性', '全域'],
  // 控制元件 is OpenCC's word for a widget; the form designer's pieces are 元件.
  ['控制元件', '元件'],
  // Wrong segmentation: 外链|表单 (a form opened by an outside link) read as 外|链表|单.
  ['外連結串列單', '外部連結表單'],
  // Wrong segmentation: 数据|报表 (data report) read as 数据包|表.
  ['資料包表', '資料報表'],
  // 設備 (equipment, what an asset-management product tracks), not 裝置 (a device).
  ['裝置', '設備'],
  // A file's name reads 檔案名稱 in full in messages.
  ['檔名', '檔案名稱'],
  // 不在线 → 不線上 is not Taiwan usage; a user no longer online is 已離線.
  ['已不線上', '已離線'],
  // OpenCC keeps the mainland 下劃線; Taiwan says 底線.
  ['下劃線', '底線'],
];

const reviewed = (text: string) => REVIEWED_PHRASES.reduce((out, [from, to]) => out.split(from).join(to), text);

interface Pair {
  where: string;
  zhCN: string;
  zhTW: string;
}

const walk = (items: readonly MenuSeed[]): MenuSeed[] => items.flatMap((item) => [item, ...walk(item.children ?? [])]);

function allPairs(): Pair[] {
  const pairs: Pair[] = Object.entries(resources['zh-CN']).map(([key, zhCN]) => ({ where: `client ${key}`, zhCN, zhTW: resources['zh-TW'][key]! }));
  for (const item of walk(MENU_TREE)) pairs.push({ where: `menu ${item.code}`, zhCN: item.names[0], zhTW: item.names[1] });
  for (const [module, items] of Object.entries(BUTTONS)) for (const [code, zhCN, zhTW] of items) pairs.push({ where: `button ${module} ${code}`, zhCN, zhTW });
  for (const row of demoModules()) {
    const names = row.fullNameI18n as Record<string, string>;
    pairs.push({ where: `demo menu ${row.enCode}`, zhCN: names['zh-CN']!, zhTW: names['zh-TW']! });
  }
  for (const { schema } of readSchemaFiles([DEFAULT_SCHEMA_DIR])) {
    for (const [key, zhCN] of Object.entries(schema.messages['zh-CN'])) pairs.push({ where: `schema ${schema.id} ${key}`, zhCN, zhTW: schema.messages['zh-TW'][key]! });
  }
  return pairs;
}

/** A zh-TW text that is a plain character conversion where the Taiwan phrases (as reviewed) read differently. */
function characterConverted({ zhCN, zhTW }: Pair): boolean {
  const plain = plainConversions.some((convert) => convert(zhCN) === zhTW);
  return plain && reviewed(toTaiwanPhrases(zhCN)) !== zhTW;
}

describe('zh-TW uses Taiwan vocabulary', () => {
  const pairs = allPairs();

  it('covers the client, the server messages, the menu seed and the schema files', () => {
    const where = pairs.map((pair) => pair.where);
    expect(where).toContain('client nav.search');
    expect(where).toContain('client error.internal');
    expect(where).toContain('menu system.menu');
    expect(where).toContain('demo menu demoOuterLink');
    expect(where.some((name) => name.startsWith('schema users '))).toBe(true);
  });

  it('has no string converted character by character where the phrase converter words it differently', () => {
    const flagged = pairs.filter(characterConverted).map(({ where, zhCN, zhTW }) => `${where}: ${zhCN} → ${zhTW} (OpenCC twp: ${reviewed(toTaiwanPhrases(zhCN))})`);
    expect(flagged).toEqual([]);
  });

  it('words the issue\'s example the Taiwan way', () => {
    expect(resources['zh-TW']['nav.search']).toBe('搜尋選單');
  });

  it('flags a character-converted string and lets a reviewed phrase pass', () => {
    expect(characterConverted({ where: 'example', zhCN: '搜索菜单', zhTW: '搜索菜單' })).toBe(true);
    expect(characterConverted({ where: 'example', zhCN: '搜索菜单', zhTW: '搜尋選單' })).toBe(false);
    // OpenCC would write 許可權管理; the reviewed 權限管理 is accepted.
    expect(characterConverted({ where: 'example', zhCN: '权限管理', zhTW: '權限管理' })).toBe(false);
  });
});

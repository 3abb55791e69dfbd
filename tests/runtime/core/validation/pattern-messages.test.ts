/** The pattern library's messages in the three languages (spec 03 §5 literals for zh-CN). */
import { LANGUAGES } from '../../../../runtime/core/i18n/languages';
import { PATTERN_MESSAGES } from '../../../../runtime/core/validation/pattern-messages';
import { PATTERNS } from '../../../../runtime/core/validation/patterns';

const KEYS = Object.values(PATTERNS)
  .map((rule) => rule.message)
  .sort();

describe('PATTERN_MESSAGES', () => {
  it.each(LANGUAGES)('%s has exactly the keys PATTERNS names, none of them blank', (language) => {
    expect(Object.keys(PATTERN_MESSAGES[language]).sort()).toEqual(KEYS);
    for (const text of Object.values(PATTERN_MESSAGES[language])) expect(text.trim()).not.toBe('');
  });

  it.each([
    ['pattern.mobile', '请正确输入您的手机号'],
    ['pattern.password', '6-16位字符的密码（数字和字母组成）'],
    ['pattern.idCard', '请正确输入您的身份证号码'],
    ['pattern.email', '请正确输入您的邮箱地址'],
    ['pattern.carPlate', '请正确输入您的车牌号'],
    ['pattern.chinese', '请正确输入中文'],
    ['pattern.account', '只能输入数字英文'],
    ['pattern.numericCode', '编码只能输入数字'],
    ['pattern.halfMultiple', '时间只能是整数和0.5的倍数'],
    ['pattern.positiveInteger', '请输入正整数'],
    ['pattern.fieldName', '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头'],
  ] as const)('zh-CN %s is the spec text', (key, text) => {
    expect(PATTERN_MESSAGES['zh-CN'][key]).toBe(text);
  });

  it('translates rather than copies: English texts contain no Chinese', () => {
    for (const text of Object.values(PATTERN_MESSAGES.en)) expect(text).not.toMatch(/[\u4e00-\u9fa5]/);
  });
});

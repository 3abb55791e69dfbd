/** The mobile breakpoint and the theme colours of spec 01 §2.3 and §9. */
import { fc, test } from '@fast-check/vitest';
import { isMobileWidth, themeColour } from '../../../../runtime/core/routing/layout-rules';

describe('layout rules', () => {
  it.each([
    [992, true],
    [993, false],
    [991, true],
    [375, true],
  ])('body width %i is mobile: %s (width minus 1 under 992)', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });
  test.prop([fc.integer({ min: 0, max: 5000 })])('mobile exactly when width - 1 < 992', (width) => {
    expect(isMobileWidth(width)).toBe(width - 1 < 992);
  });
  it.each([
    ['purple', '#722ed1'],
    ['azure', '#211bce'],
    ['blue', '#1890ff'],
    ['skyblue', '#2878ff'],
    ['ocean', '#13c2c2'],
    ['green', '#3eac12'],
    ['yellow', '#f8bc18'],
    ['orange', '#f5811c'],
    ['red', '#f5222d'],
    ['unknown', '#409eff'],
  ])('theme %s is %s', (name, colour) => {
    expect(themeColour(name)).toBe(colour);
  });
});

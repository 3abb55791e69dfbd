/** Small layout rules of spec 01 §2.3 and §9, kept pure so they can be tested without a browser. */

/** Below this body width (minus 1) the device counts as mobile. */
export const MOBILE_BREAKPOINT = 992;
/** The sidebar's width when open. */
export const SIDEBAR_WIDTH = 210;

/** True when the device is mobile: the body width minus 1 is under 992 px (spec 01 §2.3). */
export function isMobileWidth(bodyWidth: number): boolean {
  return bodyWidth - 1 < MOBILE_BREAKPOINT;
}

/** The theme colours of spec 01 §9 by theme class; unknown classes fall back to the default #409eff. */
export const THEME_COLOURS = {
  skyblue: '#2878ff',
  blue: '#1890ff',
  purple: '#722ed1',
  azure: '#211bce',
  ocean: '#13c2c2',
  green: '#3eac12',
  yellow: '#f8bc18',
  orange: '#f5811c',
  red: '#f5222d',
} as const;

/** A theme class of spec 01 §9. */
export type ThemeClass = keyof typeof THEME_COLOURS;

/** The default theme colour. */
export const DEFAULT_THEME_COLOUR = '#409eff';

/** The colour of a theme class. */
export function themeColour(themeClass: string): string {
  return (THEME_COLOURS as Record<string, string>)[themeClass] ?? DEFAULT_THEME_COLOUR;
}

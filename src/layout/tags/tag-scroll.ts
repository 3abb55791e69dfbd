/**
 * How the tab strip scrolls (issue 14), as plain numbers so the rules are tested without layout: the offset that
 * brings a tab into view, how far an arrow button moves, and what a wheel turn means for a strip that only scrolls
 * sideways.
 */

/** Room kept beside a revealed tab, so that its neighbour shows it is not the last one. */
export const REVEAL_MARGIN = 40;

/** Pixels per line for wheels that report in lines (Firefox with a mouse wheel). */
const LINE_HEIGHT = 16;

/** Where a strip scrolls and what it holds, in pixels. */
export interface StripMetrics {
  /** The current scroll offset. */
  scrollLeft: number;
  /** The visible width. */
  clientWidth: number;
  /** The width of everything in the strip. */
  scrollWidth: number;
}

/** The largest scroll offset the strip allows. */
export function maxScroll(strip: StripMetrics): number {
  return Math.max(0, strip.scrollWidth - strip.clientWidth);
}

/** Keeps an offset within the strip's range. */
export function clampScroll(strip: StripMetrics, offset: number): number {
  return Math.min(maxScroll(strip), Math.max(0, offset));
}

/**
 * The scroll offset that shows the tab at `start` (from the strip's content start) of `width` pixels with
 * `margin` pixels beside it; the current offset when it already shows. A tab wider than the strip shows its start.
 */
export function revealOffset(strip: StripMetrics, start: number, width: number, margin = REVEAL_MARGIN): number {
  const room = Math.max(0, Math.min(margin, (strip.clientWidth - width) / 2));
  const from = start - room;
  const to = start + width + room;
  if (from < strip.scrollLeft || to - from > strip.clientWidth) return clampScroll(strip, from);
  if (to > strip.scrollLeft + strip.clientWidth) return clampScroll(strip, to - strip.clientWidth);
  return strip.scrollLeft;
}

/** How far one press of an arrow button moves: most of the visible width, so a little of the last view stays. */
export function arrowStep(strip: StripMetrics): number {
  return Math.max(80, Math.round(strip.clientWidth * 0.8));
}

/** The sideways distance of a wheel turn: the larger of its two axes, lines turned into pixels. */
export function wheelDistance(event: { deltaX: number; deltaY: number; deltaMode: number }): number {
  const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
  return event.deltaMode === 1 ? delta * LINE_HEIGHT : delta;
}

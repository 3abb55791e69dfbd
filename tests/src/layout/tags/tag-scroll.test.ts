/** The tab strip's scroll rules (issue 14): revealing the open tab, the arrow step and the wheel. */
import { fc, test } from '@fast-check/vitest';
import { arrowStep, clampScroll, maxScroll, REVEAL_MARGIN, revealOffset, wheelDistance } from '../../../../src/layout/tags/tag-scroll';

/** A strip with a tab somewhere in its content. */
const stripWithTab = fc
  .record({ clientWidth: fc.integer({ min: 200, max: 2000 }), extra: fc.integer({ min: 0, max: 5000 }), width: fc.integer({ min: 40, max: 180 }), at: fc.double({ min: 0, max: 1, noNaN: true }), scroll: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ clientWidth, extra, width, at, scroll }) => {
    const scrollWidth = clientWidth + extra;
    const start = Math.floor(at * (scrollWidth - width));
    return { strip: { clientWidth, scrollWidth, scrollLeft: Math.floor(scroll * extra) }, start, width };
  });

/** A strip with a tab that already shows, with the margin beside it. */
const shownTab = fc
  .record({ clientWidth: fc.integer({ min: 300, max: 2000 }), extra: fc.integer({ min: 0, max: 5000 }), width: fc.integer({ min: 40, max: 180 }), at: fc.double({ min: 0, max: 1, noNaN: true }), scroll: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ clientWidth, extra, width, at, scroll }) => {
    const scrollLeft = Math.floor(scroll * extra);
    const start = scrollLeft + REVEAL_MARGIN + Math.floor(at * (clientWidth - width - 2 * REVEAL_MARGIN));
    return { strip: { clientWidth, scrollWidth: clientWidth + extra, scrollLeft }, start, width };
  });

describe('revealOffset', () => {
  test.prop([stripWithTab])('brings the tab fully into view, within the strip', ({ strip, start, width }) => {
    const offset = revealOffset(strip, start, width);
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThanOrEqual(maxScroll(strip));
    expect(start).toBeGreaterThanOrEqual(offset);
    expect(start + width).toBeLessThanOrEqual(offset + strip.clientWidth);
  });

  test.prop([shownTab])('leaves the strip where it is when the tab already shows with room beside it', ({ strip, start, width }) => {
    expect(revealOffset(strip, start, width)).toBe(strip.scrollLeft);
  });

  it.each([
    // A tab past the right edge: its right side plus the margin ends the view.
    [{ scrollLeft: 0, clientWidth: 400, scrollWidth: 2000 }, 1000, 100, 1000 + 100 + REVEAL_MARGIN - 400],
    // A tab before the left edge: its left side minus the margin starts the view.
    [{ scrollLeft: 900, clientWidth: 400, scrollWidth: 2000 }, 300, 100, 300 - REVEAL_MARGIN],
    // The first tab: the start of the strip.
    [{ scrollLeft: 900, clientWidth: 400, scrollWidth: 2000 }, 0, 100, 0],
    // The last tab: the end of the strip.
    [{ scrollLeft: 0, clientWidth: 400, scrollWidth: 2000 }, 1900, 100, 1600],
  ])('examples: %o, tab at %d wide %d → %d', (strip, start, width, expected) => {
    expect(revealOffset(strip, start, width)).toBe(expected);
  });
});

describe('arrows and wheel', () => {
  it('moves by most of the visible width, at least 80 px, within the strip', () => {
    expect(arrowStep({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 3000 })).toBe(800);
    expect(arrowStep({ scrollLeft: 0, clientWidth: 50, scrollWidth: 3000 })).toBe(80);
    expect(clampScroll({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1500 }, 800)).toBe(500);
    expect(clampScroll({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1500 }, -10)).toBe(0);
  });

  it.each([
    [{ deltaX: 0, deltaY: 120, deltaMode: 0 }, 120],
    [{ deltaX: 0, deltaY: -120, deltaMode: 0 }, -120],
    [{ deltaX: 30, deltaY: 5, deltaMode: 0 }, 30],
    [{ deltaX: 0, deltaY: 3, deltaMode: 1 }, 48],
  ])('turns the wheel %o into %d px sideways', (event, expected) => {
    expect(wheelDistance(event)).toBe(expected);
  });
});

/** The list's scroll back to the top: from where it is to 0 over 800 ms, easing, never overshooting. */
import fc from 'fast-check';
import { SCROLL_TO_TOP_MS, scrollToTop } from '../../../../runtime/react/table/scroll';

function manualFrames() {
  const queue: ((now: number) => void)[] = [];
  return { queue, frame: (callback: (now: number) => void) => void queue.push(callback) };
}

describe('scrollToTop', () => {
  it('reaches the top exactly at 800 ms, moving steadily down in between', () => {
    const element = { scrollTop: 1000 };
    const { queue, frame } = manualFrames();
    scrollToTop(element, SCROLL_TO_TOP_MS, frame, () => 0);
    const seen: number[] = [];
    for (const time of [100, 200, 400, 600, 700]) {
      queue.shift()!(time);
      seen.push(element.scrollTop);
    }
    expect(seen.every((value, index) => value > 0 && (index === 0 || value <= seen[index - 1]!))).toBe(true);
    expect(seen[2]).toBe(500);
    queue.shift()!(800);
    expect(element.scrollTop).toBe(0);
    expect(queue).toHaveLength(0);
  });

  it('does nothing at the top already', () => {
    const element = { scrollTop: 0 };
    const { queue, frame } = manualFrames();
    scrollToTop(element, SCROLL_TO_TOP_MS, frame, () => 0);
    expect(queue).toHaveLength(0);
  });

  it('stays between the start and the top whatever the frame times, even frames stamped before it began', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.array(fc.integer({ min: -2000, max: 2000 }), { minLength: 1, maxLength: 20 }), (start, times) => {
        const element = { scrollTop: start };
        const { queue, frame } = manualFrames();
        scrollToTop(element, SCROLL_TO_TOP_MS, frame, () => 0);
        for (const time of [...times].sort((a, b) => a - b)) {
          const next = queue.shift();
          if (!next) break;
          next(time);
          expect(element.scrollTop).toBeGreaterThanOrEqual(0);
          expect(element.scrollTop).toBeLessThanOrEqual(start);
        }
      }),
    );
  });
});

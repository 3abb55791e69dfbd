/**
 * Scrolls an element back to the top smoothly (spec 02: "on page or size change the list scrolls to top over
 * 800 ms"), easing in and out. The frame scheduler is injectable so tests can run it by hand.
 */

/** How long the scroll to top takes, in ms. */
export const SCROLL_TO_TOP_MS = 800;

/** Schedules a frame; returns nothing the caller needs. */
export type FrameScheduler = (callback: (now: number) => void) => void;

const easeInOut = (progress: number) => (progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2);

/** Scrolls `element` from where it is to the top over `duration` ms. */
export function scrollToTop(
  element: { scrollTop: number },
  duration = SCROLL_TO_TOP_MS,
  frame: FrameScheduler = (callback) => void requestAnimationFrame(callback),
  now: () => number = () => performance.now(),
): void {
  const start = element.scrollTop;
  if (start <= 0) return;
  const began = now();
  const step = (time: number) => {
    // A frame's time is when the frame began, which can be before `began`: never let progress go below 0.
    const progress = Math.min(1, Math.max(0, (time - began) / duration));
    element.scrollTop = Math.round(start * (1 - easeInOut(progress)));
    if (progress < 1) frame(step);
  };
  frame(step);
}

/** The element that scrolls `element` into view: its nearest scrollable ancestor, else the document's scroller. */
export function scrollContainer(element: HTMLElement): { scrollTop: number } | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return document.scrollingElement;
}

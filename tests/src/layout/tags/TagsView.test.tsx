// @vitest-environment jsdom
/**
 * The tab strip scrolls (issue 14), in the app against the real server in-process. jsdom lays nothing out, so the
 * strip is given a layout: tabs 110 px wide every 120 px in a strip 400 px wide.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { openView } from '../../../../src/stores/tabs';
import { ADMIN, tokenFor } from '../../../server/harness';
import { renderSignedInAt, useBackend } from '../../render-app';

const backend = useBackend();
const WAIT = { timeout: 10_000 };
const TAB_PITCH = 120;
const TAB_WIDTH = 110;
const STRIP_WIDTH = 400;

const isTab = (node: HTMLElement) => node.classList.contains('klx-tags__item');
const isStrip = (node: HTMLElement) => node.classList.contains('klx-tags__strip');
const layout: Record<'offsetLeft' | 'offsetWidth' | 'clientWidth' | 'scrollWidth', (node: HTMLElement) => number | undefined> = {
  offsetLeft: (node) => (isTab(node) ? [...node.parentElement!.children].indexOf(node) * TAB_PITCH : undefined),
  offsetWidth: (node) => (isTab(node) ? TAB_WIDTH : undefined),
  clientWidth: (node) => (isStrip(node) ? STRIP_WIDTH : undefined),
  scrollWidth: (node) => (isStrip(node) ? node.children.length * TAB_PITCH : undefined),
};

const originals = new Map(Object.keys(layout).map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)]));

beforeAll(() => {
  for (const [name, measure] of Object.entries(layout)) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return measure(this) ?? 0;
      },
    });
  }
});
afterAll(() => {
  for (const [name, original] of originals) {
    if (original) Object.defineProperty(HTMLElement.prototype, name, original);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});

const strip = () => screen.getByTestId('tags-view');
const tab = (path: string) => document.querySelector<HTMLElement>(`[data-testid="tag"][data-path="${path}"]`)!;
const shows = (node: HTMLElement) => node.offsetLeft >= strip().scrollLeft && node.offsetLeft + node.offsetWidth <= strip().scrollLeft + STRIP_WIDTH;

/** Signs in at /home and opens fifteen more tabs, the last one /profile. */
async function manyTabs() {
  renderSignedInAt('/home', await tokenFor(backend.server.app, ADMIN));
  await waitFor(() => expect(tab('/home')).not.toBeNull(), WAIT);
  act(() => {
    for (let index = 1; index <= 14; index += 1) openView({ path: `/opened/${index}`, fullPath: `/opened/${index}`, title: `页面${index}`, icon: '', affix: false });
    openView({ path: '/profile', fullPath: '/profile', title: '个人信息', icon: '', affix: false });
  });
  await waitFor(() => expect(tab('/profile')).not.toBeNull(), WAIT);
}

describe('tab strip scrolling', () => {
  it('scrolls the open tab into view, at the end and back at the start', async () => {
    await manyTabs();
    expect(strip().scrollLeft).toBe(0);
    fireEvent.click(tab('/profile'));
    await waitFor(() => expect(tab('/profile').classList.contains('is-active')).toBe(true), WAIT);
    await waitFor(() => expect(shows(tab('/profile'))).toBe(true), WAIT);
    expect(strip().scrollLeft).toBeGreaterThan(0);
    fireEvent.click(tab('/home'));
    await waitFor(() => expect(tab('/home').classList.contains('is-active')).toBe(true), WAIT);
    await waitFor(() => expect(strip().scrollLeft).toBe(0), WAIT);
  });

  it('scrolls sideways with the wheel and the arrow buttons, within the strip', async () => {
    await manyTabs();
    const end = strip().children.length * TAB_PITCH - STRIP_WIDTH;
    fireEvent.wheel(strip(), { deltaY: 100 });
    expect(strip().scrollLeft).toBe(100);
    fireEvent.wheel(strip(), { deltaY: -300 });
    expect(strip().scrollLeft).toBe(0);

    const right = screen.getByTestId('tags-scroll-right');
    const left = screen.getByTestId('tags-scroll-left');
    await waitFor(() => expect(right.hasAttribute('disabled')).toBe(false), WAIT);
    expect(left.hasAttribute('disabled')).toBe(true);
    fireEvent.click(right);
    expect(strip().scrollLeft).toBe(STRIP_WIDTH * 0.8);
    await waitFor(() => expect(left.hasAttribute('disabled')).toBe(false), WAIT);
    for (let press = 0; press < 10; press += 1) fireEvent.click(right);
    expect(strip().scrollLeft).toBe(end);
    await waitFor(() => expect(right.hasAttribute('disabled')).toBe(true), WAIT);
    fireEvent.click(left);
    expect(strip().scrollLeft).toBe(end - STRIP_WIDTH * 0.8);
  });
});

/**
 * happy-dom has no layout, so its IntersectionObserver never reports anything. This stand-in
 * says every observed element is on screen (what a tall enough window would show), unless a
 * test switches `onScreen` off and calls `scrollAllIntoView()` itself.
 */
type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;

const live = new Set<FakeIntersectionObserver>();
export const viewport = { onScreen: true };

class FakeIntersectionObserver {
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: Callback) {}
  observe(target: Element) {
    this.targets.add(target);
    live.add(this);
    if (viewport.onScreen) queueMicrotask(() => this.callback([{ isIntersecting: true, target }]));
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    live.delete(this);
  }
  fire() {
    if (this.targets.size) this.callback([...this.targets].map((target) => ({ isIntersecting: true, target })));
  }
}

export function scrollAllIntoView(): void {
  [...live].forEach((observer) => observer.fire());
}

export function installFakeIntersectionObserver(): void {
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
}

import type { Page } from 'playwright-core';

/** The smallest tap target the owner's pages may have on a phone, in CSS pixels (WCAG 2.5.5's 44). */
export const MIN_TARGET = 44;

/** How far the page is wider than the screen (0 when nothing sticks out sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  // Walk down so sections that render near the screen are there too.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Every control on the page smaller than `MIN_TARGET` either way, named by its tag, its text and
 * its size. axe's `target-size` asks only 24 px and lets spacing make up for size; this asks the
 * 44 × 44 px (WCAG 2.5.5), of the box a thumb can hit:
 * - a check box or radio button counts its label's box too (a tap on the label ticks it);
 * - a link inside a sentence (other words on its line) is left out, WCAG's inline exception: the
 *   line's height is the text's;
 * - hidden and disabled controls are left out (nothing to tap), and so are visually hidden inputs
 *   whose label is the target (the review stars' pattern), which are measured through that label.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [tabindex]:not([tabindex="-1"])';
    const shown = (element: Element): boolean => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && !element.closest('[aria-hidden="true"]');
    };
    /** A link that is a run of text in a line with other text: a sibling, or an inline parent's sibling, has words. */
    const inSentence = (element: Element): boolean => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let node: Element = element;
      for (let parent = node.parentElement; parent; node = parent, parent = parent.parentElement) {
        for (const sibling of parent.childNodes) {
          if (sibling === node || !(sibling.textContent ?? '').trim()) continue;
          if (sibling.nodeType === Node.TEXT_NODE) return true;
          if (sibling instanceof Element && getComputedStyle(sibling).display.startsWith('inline')) return true;
        }
        // The line's block: nothing beside the link on it.
        if (getComputedStyle(parent).display !== 'inline') return false;
      }
      return false;
    };
    const box = (element: Element) => {
      const rects = [element.getBoundingClientRect()];
      if (element instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(element.type))
        for (const label of element.labels ?? []) rects.push(label.getBoundingClientRect());
      return rects.reduce((best, rect) => (rect.width * rect.height > best.width * best.height ? rect : best));
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll(CONTROLS)) {
      if ((element as HTMLButtonElement).disabled || !shown(element) || inSentence(element)) continue;
      const { width, height } = box(element);
      // Half a pixel for sub-pixel layout (2.75rem at odd zoom levels).
      if (width >= min - 0.5 && height >= min - 0.5) continue;
      const text = (
        element.getAttribute('aria-label') ??
        element.textContent ??
        (element as HTMLInputElement).name ??
        ''
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      const type = element instanceof HTMLInputElement ? `[${element.type}]` : '';
      small.push(`${element.tagName.toLowerCase()}${type} "${text}" ${Math.round(width)}×${Math.round(height)}`);
    }
    return small;
  }, MIN_TARGET);
}

import { ORDER_STATUSES } from '@bookstore/domain';
import { render, screen } from '@testing-library/react';
import colors from 'tailwindcss/colors';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge, STATUS_COLOURS } from '@web/components/order-status-badge';

/** A Tailwind colour (`oklch(…)` or `#fff`/`#000`) as linear sRGB, clipped to the sRGB gamut as browsers draw it. */
function linearRgb(css: string): [number, number, number] {
  if (css === '#fff') return [1, 1, 1];
  if (css === '#000') return [0, 0, 0];
  const match = /^oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/.exec(css);
  if (!match) throw new Error(`Unexpected colour ${css}`);
  const [L, C, h] = [Number(match[1]) / 100, Number(match[2]), (Number(match[3]) * Math.PI) / 180];
  const [a, b] = [C * Math.cos(h), C * Math.sin(h)];
  // OKLab to linear sRGB (Björn Ottosson's matrices).
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (v: number) => Math.min(1, Math.max(0, v));
  return [
    clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** The colour of a Tailwind class such as `bg-amber-300` or `text-white`. */
function classColour(className: string): string {
  const [, name, shade] = /^(?:bg|text)-([a-z]+)(?:-(\d+))?$/.exec(className)!;
  const palette = (colors as unknown as Record<string, string | Record<string, string>>)[name!]!;
  return typeof palette === 'string' ? palette : palette[shade!]!;
}

/** WCAG 2 contrast ratio between two colours. */
function contrast(first: string, second: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = linearRgb(css);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

function badgeColours(status: (typeof ORDER_STATUSES)[number]) {
  const { unmount } = render(<OrderStatusBadge status={status} />);
  const classes = [...screen.getByTestId('order-status').classList];
  unmount();
  return { background: classes.find((c) => c.startsWith('bg-'))!, text: classes.find((c) => /^text-(?!sm$)/.test(c))! };
}

describe('the order status badge', () => {
  it('gives each status its own background', () => {
    const backgrounds = ORDER_STATUSES.map((status) => badgeColours(status).background);
    expect(backgrounds.every(Boolean)).toBe(true);
    expect(new Set(backgrounds).size).toBe(ORDER_STATUSES.length);
    expect(Object.keys(STATUS_COLOURS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(ORDER_STATUSES)('%s: its text and background contrast at least 4.5:1 (WCAG AA, small text)', (status) => {
    const { background, text } = badgeColours(status);
    expect(contrast(classColour(background), classColour(text))).toBeGreaterThanOrEqual(4.5);
  });

  it('the contrast check itself fails a pair that is too pale', () => {
    expect(contrast(classColour('bg-amber-300'), classColour('text-white'))).toBeLessThan(4.5);
    expect(contrast(classColour('bg-white'), classColour('text-black'))).toBeCloseTo(21, 5);
  });
});

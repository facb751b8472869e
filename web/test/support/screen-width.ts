import { vi } from 'vitest';

/**
 * A screen `px` wide, as far as `matchMedia` min-width queries in rem (16 px) go: the owner's
 * pages choose their phone or desk layout in script (useMediaQuery), so a test picks the width.
 */
export function stubScreenWidth(px: number): void {
  vi.spyOn(globalThis, 'matchMedia').mockImplementation((query: string) => {
    const rem = /\(min-width:\s*([\d.]+)rem\)/.exec(query);
    const list = {
      matches: rem ? px >= Number(rem[1]) * 16 : false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
    return list as MediaQueryList;
  });
}

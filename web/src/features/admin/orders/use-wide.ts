import { useMediaQuery } from '../use-media-query';

/**
 * At least Tailwind's `sm` (40rem, 640 px): the owner's desk layout (tables, forms beside the
 * list). Narrower is a phone's: cards, lists and a bar of next steps at the bottom. Decided in
 * script, so that one layout is rendered, not two hidden by CSS.
 */
export const useWide = (): boolean => useMediaQuery('(min-width: 40rem)');

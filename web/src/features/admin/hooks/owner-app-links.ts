import { OWNER_APP } from '@bookstore/domain';
import { useEffect } from 'react';

/** What the owner's pages add to the head: the manifest, the bar's colour, iOS's home-screen icon. */
const HEAD_TAGS: Array<{ tag: 'link' | 'meta'; attributes: Record<string, string> }> = [
  { tag: 'link', attributes: { rel: 'manifest', href: OWNER_APP.manifestPath } },
  { tag: 'meta', attributes: { name: 'theme-color', content: OWNER_APP.themeColor } },
  { tag: 'link', attributes: { rel: 'apple-touch-icon', href: OWNER_APP.icons.appleTouch } },
];

/**
 * The owner's area can be installed to the home screen (decision 065): its route
 * table (owner-routes.tsx, the sign-in's and the dashboard's) adds the manifest's link while the
 * owner is there and takes it away on leaving, so no storefront page names it. Only that lazy
 * chunk imports this: a module two owner chunks shared would be a chunk of its own, whose name
 * the storefront's entry would list among the ones to preload.
 */
export function useOwnerAppLinks(): void {
  useEffect(() => {
    const added = HEAD_TAGS.map(({ tag, attributes }) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      element.dataset.ownerApp = '';
      return document.head.appendChild(element);
    });
    return () => added.forEach((element) => element.remove());
  }, []);
}

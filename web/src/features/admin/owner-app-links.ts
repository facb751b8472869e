import { OWNER_APP } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useEffect } from 'react';

/** What the owner's pages add to the head: the manifest, the bar's colour, iOS's home-screen icon. */
const HEAD_TAGS: Array<{ tag: 'link' | 'meta'; attributes: Record<string, string> }> = [
  { tag: 'link', attributes: { rel: 'manifest', href: routes.getOwnerAppManifest.path } },
  { tag: 'meta', attributes: { name: 'theme-color', content: OWNER_APP.themeColor } },
  { tag: 'link', attributes: { rel: 'apple-touch-icon', href: OWNER_APP.icons.appleTouch } },
];

/**
 * The owner's area can be installed to the home screen (issue 44 §3, decision 065): its sign-in
 * and its layout add the manifest's link while they are on screen and take it away on leaving,
 * so no storefront page names it and the storefront's HTML and entry chunk carry none of it.
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

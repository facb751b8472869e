import { createHash } from 'node:crypto';

/** The data block that names the app's entry and the chunks to preload with it. */
export const START_DATA_ID = 'app-start';

/**
 * The one inline script of a served page. It starts the app once the server's HTML has been
 * painted: the JavaScript is not fetched while the page still has to show itself, so the first
 * paint with scripts equals the first paint without them, and on a slow phone network
 * the HTML, CSS and covers get the bandwidth first. It then preloads the entry's and the page's
 * chunks and imports the entry, which hydrates. The CSP allows it by its hash (firebase.json;
 * security-headers.test.ts checks that the two agree).
 *
 * "Painted" is the browser's own first-contentful-paint entry. A frame and a task (what it waited
 * for before) can end before the frame reaches the screen: the scripts were then asked for a few
 * milliseconds before the paint, and Lighthouse's model counted them against it (book page FCP
 * 1.16x). Where paint timing is missing, or the page loads hidden (it paints once shown), a
 * frame and a task still do; and a page whose paint is never reported starts after 5 s anyway.
 */
export const START_SCRIPT =
  `const s=JSON.parse(document.getElementById('${START_DATA_ID}').textContent);let started=false;` +
  `const go=()=>{if(started)return;started=true;for(const h of s.preload){const l=document.createElement('link');` +
  `l.rel='modulepreload';l.href=h;document.head.append(l)}import(s.entry)};` +
  `if(!document.hidden&&PerformanceObserver.supportedEntryTypes?.includes('paint')){` +
  `new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}})` +
  `.observe({type:'paint',buffered:true});setTimeout(go,5000)}else requestAnimationFrame(()=>setTimeout(go,0))`;

/** The CSP source that allows START_SCRIPT, and nothing else inline. */
export const START_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

// Pages the server paints (api/src/web/critical.ts) start their scripts after that paint, not
// beside it (ARCHITECTURE.md, serving public pages fast). The shell's module script, its
// modulepreloads and the storefront's preload hints (~200 KB gzip, ~70 files) leave the head; a
// small inline script adds them back once the first screen is on the screen: after its main photo
// (the page's largest paint: `fetchpriority="high"` in #critical) has loaded and a frame has
// passed, or after the first frame where the screen has no photo (the home page's hero is drawn
// with CSS). On a phone's network the first screen then has the bandwidth to itself: with the
// scripts fetched beside it, Lighthouse's mobile LCP was 1.6 s on the home page and on a listing
// against 0.7 s and 1.1 s without (same run, docs/performance.md). The app is not later for it:
// it could not start before the photo anyway (shell/src/runtime/paint-first.ts), and its time to
// interactive in the same runs was unchanged (3.7–4.1 s).
import { createHash } from 'node:crypto';

/** The id of the JSON block listing the tags to add: `[{ tag, attrs }]`, in the head's order. */
export const LATE_START_ID = 'late-start';

/** The longest the scripts wait for the photo (as the shell's own wait, PAINT_WAIT_CAP_MS). */
export const LATE_START_CAP_MS = 2500;

/**
 * The tags added per task. Chromium sets up a script's or a preload's request as the element is
 * added: 1.5-14 ms each on a mid-range phone (Chromium slowed 2.4× on this repository's machines),
 * and the 26 of a villa page in one go made a 119 ms task, the longest of the page's load. Three at
 * a time, one task after another, keep each under 50 ms; the first holds the module script.
 */
export const LATE_START_BATCH = 3;

/**
 * The inline script. Plain ES2017 for every browser the storefront supports; it reads only the
 * JSON block above it and the page's own photo. A hidden tab paints nothing: it starts at once.
 */
export const LATE_START_SCRIPT =
  '(function(){' +
  `var b=document.getElementById(${JSON.stringify(LATE_START_ID)});if(!b)return;` +
  'var tags=JSON.parse(b.textContent||"[]"),started=false;' +
  'function start(){if(started)return;started=true;var i=0;(function batch(){' +
  `for(var end=Math.min(i+${LATE_START_BATCH},tags.length);i<end;i++){var t=tags[i],el=document.createElement(t.tag);` +
  'for(var k in t.attrs)el.setAttribute(k,t.attrs[k]);document.head.appendChild(el);}' +
  'if(i<tags.length)setTimeout(batch,0);})();}' +
  'function afterFrame(){requestAnimationFrame(function(){setTimeout(start,0);});}' +
  `if(document.visibilityState==="hidden")return start();setTimeout(start,${LATE_START_CAP_MS});` +
  'var img=document.querySelector("#critical img[fetchpriority=high]");' +
  'if(!img||img.complete)afterFrame();' +
  'else{img.addEventListener("load",afterFrame);img.addEventListener("error",start);}' +
  '})();';

/** The script's CSP source: pages allow this one inline script by its hash, no other. */
export const LATE_START_CSP_HASH = `'sha256-${createHash('sha256').update(LATE_START_SCRIPT).digest('base64')}'`;

/** The head's script tags: the shell's module script and every (module)preload with crossorigin. */
const SCRIPT_TAG =
  /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload" as="fetch"[^>]*>/g;
const ATTR = /\s([a-z-]+)(?:="([^"]*)")?/g;

export interface LateTag {
  tag: 'script' | 'link';
  attrs: Record<string, string>;
}

const unescapeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A tag as the late start adds it again. */
function parseTag(markup: string): LateTag {
  const open = markup.slice(0, markup.indexOf('>'));
  const attrs: Record<string, string> = {};
  for (const m of open.slice(open.indexOf(' ')).matchAll(ATTR)) attrs[m[1]!] = unescapeAttr(m[2] ?? '');
  return { tag: markup.startsWith('<script') ? 'script' : 'link', attrs };
}

/**
 * Moves the head's script tags into the late start: the head keeps everything else (the photo's
 * preload, styles, the remotes map); the JSON block and the inline script go at the end of the
 * body, so the script finds the photo in the document when it runs.
 */
export function startScriptsAfterPaint(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const tags: LateTag[] = [];
  const head = html.slice(0, end).replace(SCRIPT_TAG, (m) => {
    tags.push(parseTag(m));
    return '';
  });
  if (tags.length === 0) return html;
  const rest = html.slice(end);
  // At the end of the body: the parser reaches them once #root's markup (and the photo) is in the
  // document.
  const block =
    `<script type="application/json" id="${LATE_START_ID}">${JSON.stringify(tags).replace(/</g, '\\u003c')}</script>` +
    `<script>${LATE_START_SCRIPT}</script>`;
  const bodyEnd = rest.lastIndexOf('</body>');
  return bodyEnd < 0 ? head + rest + block : head + rest.slice(0, bodyEnd) + block + rest.slice(bodyEnd);
}

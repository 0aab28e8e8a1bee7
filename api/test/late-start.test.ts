// The late start of a server-painted page (src/web/late-start.ts): the head's script tags move into
// a JSON block the inline script adds back after the first paint; everything else stays as it was.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LATE_START_BATCH,
  LATE_START_CSP_HASH,
  LATE_START_SCRIPT,
  startScriptsAfterPaint,
} from '../src/web/late-start.ts';

const PAGE =
  '<!doctype html><html><head><link rel="preload" as="image" href="/p.webp" fetchpriority="high">' +
  '<meta charset="UTF-8" /><script type="module" crossorigin src="/assets/entry-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/a.js?v=1&amp;x=2"><link rel="icon" href="/favicon.svg">' +
  '<link rel="preload" as="fetch" crossorigin href="/remotes/sf/mf-manifest.json">' +
  '<script type="application/json" id="remotes-map">{"a":"b"}</script></head>' +
  '<body><div id="root"><div id="critical"></div></div><noscript>x</noscript></body></html>';

const lateTags = (html: string) =>
  JSON.parse(/<script type="application\/json" id="late-start">([^<]*)<\/script>/.exec(html)![1]!) as unknown;

describe('starting the scripts after the first paint', () => {
  it('moves the module script and the hints, in order, and keeps the rest of the head', () => {
    const html = startScriptsAfterPaint(PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toBe(
      '<!doctype html><html><head><link rel="preload" as="image" href="/p.webp" fetchpriority="high">' +
        '<meta charset="UTF-8" /><link rel="icon" href="/favicon.svg">' +
        '<script type="application/json" id="remotes-map">{"a":"b"}</script>',
    );
    expect(lateTags(html)).toEqual([
      { tag: 'script', attrs: { type: 'module', crossorigin: '', src: '/assets/entry-1.js' } },
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: '/assets/a.js?v=1&x=2' } },
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'fetch', crossorigin: '', href: '/remotes/sf/mf-manifest.json' },
      },
    ]);
    // The blocks come after #root (the script looks for the photo in it), before </body>.
    expect(html).toMatch(
      /<div id="root"><div id="critical"><\/div><\/div><noscript>x<\/noscript><script type="application\/json" id="late-start">[^<]*<\/script><script>[\s\S]*<\/script><\/body><\/html>$/,
    );
    expect(html).toContain(`<script>${LATE_START_SCRIPT}</script>`);
  });

  it('a page without script tags is left as it is', () => {
    const bare = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(startScriptsAfterPaint(bare)).toBe(bare);
    expect(startScriptsAfterPaint('no head')).toBe('no head');
  });

  it('a "<" in an address cannot end the JSON block', () => {
    const html = startScriptsAfterPaint(
      PAGE.replace('/assets/entry-1.js', '/assets/x.js?q=&lt;/script&gt;&lt;script&gt;alert(1)'),
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(lateTags(html)).toContainEqual({
      tag: 'script',
      attrs: { type: 'module', crossorigin: '', src: '/assets/x.js?q=</script><script>alert(1)' },
    });
  });

  it('the policy hash is the inline script’s, and the script cannot end its own tag', () => {
    expect(LATE_START_CSP_HASH).toBe(
      `'sha256-${createHash('sha256').update(LATE_START_SCRIPT).digest('base64')}'`,
    );
    expect(LATE_START_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });

  it('adds the tags back a few per task, in order, so no task of it blocks a phone', () => {
    const tags = Array.from({ length: 8 }, (_, i) =>
      i === 0
        ? { tag: 'script', attrs: { type: 'module', src: '/assets/entry.js' } }
        : { tag: 'link', attrs: { rel: 'modulepreload', href: `/assets/m${i}.js` } },
    );
    // The browser as the script sees it: a hidden tab (it starts at once), timers run one task
    // after another, and every task records what it added to the head.
    const timers: (() => void)[] = [];
    const tasks: string[][] = [[]];
    const element = (tag: string) => ({
      tag,
      attrs: {} as Record<string, string>,
      setAttribute(k: string, v: string) {
        this.attrs[k] = v;
      },
    });
    const document = {
      visibilityState: 'hidden',
      getElementById: (id: string) => (id === 'late-start' ? { textContent: JSON.stringify(tags) } : null),
      querySelector: () => null,
      createElement: element,
      head: {
        appendChild: (el: ReturnType<typeof element>) => tasks.at(-1)!.push(el.attrs.src ?? el.attrs.href!),
      },
    };
    const setTimeout = (fn: () => void) => timers.push(fn);
    new Function('document', 'setTimeout', 'requestAnimationFrame', LATE_START_SCRIPT)(
      document,
      setTimeout,
      (fn: () => void) => timers.push(fn),
    );
    while (timers.length > 0) {
      tasks.push([]);
      timers.shift()!();
    }
    const added = tasks.filter((t) => t.length > 0);
    expect(added.flat()).toEqual(tags.map((t) => t.attrs.src ?? t.attrs.href));
    expect(added[0]![0]).toBe('/assets/entry.js');
    // One task for all eight was the old script: 119 ms on a mid-range phone for a villa page's 26.
    expect(LATE_START_BATCH).toBeLessThanOrEqual(4);
    expect(added).toHaveLength(Math.ceil(tags.length / LATE_START_BATCH));
  });
});

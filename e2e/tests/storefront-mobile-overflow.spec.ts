import { expect, test, type Page } from '@playwright/test';

/**
 * Every public page on the three common phone widths: nothing runs past the right edge (no
 * sideways scrolling, no element beyond the viewport), and the villa page keeps the same 16 px
 * margin on the right as on the left.
 */
const WIDTHS = [360, 390, 412];

/** Elements whose right edge is beyond the viewport (those clipped by a narrower scroller excepted). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > vw) {
      out.push(`document scrollWidth ${document.documentElement.scrollWidth} > ${vw}`);
    }
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= vw + 0.5) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // Inside something that clips or scrolls sideways within the viewport (a photo strip): fine.
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ps = getComputedStyle(p);
        if (ps.overflowX !== 'visible' && p.getBoundingClientRect().right <= vw + 0.5) {
          clipped = true;
          break;
        }
        if (ps.position === 'fixed') {
          clipped = true;
          break;
        }
      }
      if (!clipped) out.push(`${name(el)} right=${Math.round(r.right)} > ${vw}`);
    }
    return out.slice(0, 8);
  });
}

/** The public pages, with slugs of a real blog post and boat read from the listings. */
async function publicPaths(page: Page): Promise<string[]> {
  const post = await page.request.get('/v1/blog');
  const posts = ((await post.json()) as { content: { slug: string }[] | { data?: { slug: string }[] } })
    .content;
  const postSlug = Array.isArray(posts) ? posts[0]?.slug : posts.data?.[0]?.slug;
  const boats = await page.request.get('/v1/searchboats');
  const boatBody = (await boats.json()) as { content: { slug: string }[] | { data?: { slug: string }[] } };
  const boatSlug = Array.isArray(boatBody.content)
    ? boatBody.content[0]?.slug
    : boatBody.content.data?.[0]?.slug;
  return [
    '/',
    '/listing',
    '/listing?checkin=2031-07-10&checkout=2031-07-17&guests=4',
    '/villa/villa-mavi-koy',
    '/villa/villa-mavi-koy?checkin=2031-07-10&checkout=2031-07-17',
    '/tekneler',
    ...(boatSlug ? [`/tekne/${boatSlug}`] : []),
    '/regions',
    '/kas',
    '/blog',
    ...(postSlug ? [`/blog/${postSlug}`] : []),
    '/about',
    '/faq',
    '/website/kvkk',
    '/website/banks',
    '/website/document',
    '/guvenli-odeme',
    '/contact',
    '/enquire',
    '/odeme/bilinmeyen-baglanti',
    '/teklif/bilinmeyen-teklif',
    '/boyle-bir-sayfa-yok',
  ];
}

for (const width of WIDTHS) {
  test(`no public page runs past the right edge at ${width} px`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 800 });
    const paths = await publicPaths(page);
    expect(paths.some((p) => p.startsWith('/blog/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/tekne/'))).toBe(true);
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Lower sections load as the visitor scrolls: scroll to the end, then measure.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const p of await overflow(page)) problems.push(`${path}: ${p}`);
    }
    expect(problems).toEqual([]);
  });
}

test('on a 390 px phone the villa facts and booking card keep a 16 px margin on both sides', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/villa/villa-mavi-koy');
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Mavi Koy' })).toBeVisible();
  for (const locator of [page.locator('.facts'), page.locator('aside').first()]) {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round(box!.x)).toBe(16);
    expect(Math.round(390 - (box!.x + box!.width))).toBeGreaterThanOrEqual(16);
  }
});

test("a storefront page's spinner says 'Yükleniyor'", async ({ page }) => {
  // The blog list answers late, as on a loaded machine: the page shows its spinner meanwhile.
  await page.route('**/v1/blog?*', async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue();
  });
  await page.route('**/v1/blog', async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Blog' }).first().click();
  await expect(page.getByText('Yükleniyor', { exact: true })).toBeVisible();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
});

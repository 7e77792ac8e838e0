import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

/** Hash of what is drawn: the <title> (the name, for screen readers) left out. */
const sha = (text: string) =>
  createHash('sha256')
    .update(text.replace(/<title[^>]*>[^<]*<\/title>/, ''))
    .digest('hex');

test('listing packshots: sized, the first row at once, the rest lazily, each product its own', async ({
  page,
  request,
}) => {
  await page.goto('/fr/c/jus');
  const images = page.getByTestId('product-card').locator('img');
  await expect(images.first()).toBeVisible();
  const tags = await images.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      top: Math.round(img.getBoundingClientRect().top + window.scrollY),
    })),
  );
  expect(tags.length).toBeGreaterThan(8);
  for (const tag of tags) expect(tag).toMatchObject({ width: '600', height: '600' });
  // Every packshot of the first row loads at once; below it, lazily.
  const firstRow = tags.filter((tag) => tag.top === tags[0]!.top);
  for (const tag of firstRow) expect(tag.loading).toBe('eager');
  const below = tags.filter((tag) => tag.top > tags[0]!.top + 200);
  expect(below.length).toBeGreaterThan(0);
  for (const tag of below.slice(1)) expect(tag.loading).toBe('lazy');
  // Loaded, and drawn for their product: no two packshots of the Rayon alike.
  await expect
    .poll(() => images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  const bodies = await Promise.all(tags.map(async (tag) => (await request.get(tag.src)).text()));
  expect(new Set(bodies.map(sha)).size).toBe(tags.length);
});

test('the product page packshot is the LCP image: sized, fetched first, its thumbnail smaller', async ({
  page,
  request,
}) => {
  await page.goto('/fr/p/jus-d-orange-presse-100cl');
  const image = page.locator('main img[fetchpriority="high"]');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('width', '600');
  await expect(image).toHaveAttribute('height', '600');
  await expect(image).not.toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('alt', 'Jus d’orange pressé');
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(600);
  const src = (await image.getAttribute('src'))!;
  const thumb = await request.get(src.replace(/\.svg$/, '-thumb150.svg'));
  expect(thumb.status()).toBe(200);
  expect(await thumb.text()).toMatch(/^<svg[^>]* width="150" height="150"/);
});

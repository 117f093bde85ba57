// Development tool: renders every seed template with the sample CV in Debian's Chromium and
// writes the JPEG thumbnails the seed stores as template previews. Run it after changing a
// template: npx tsx server/db/seed-data/render-previews.ts
import { writeFileSync } from 'node:fs';
import Mustache from 'mustache';
import { chromium } from 'playwright-core';
import { SAMPLE_CV } from '../../../contract/cv-data.js';
import { SEED_TEMPLATES, templateHtml } from './templates.js';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 1200 }, deviceScaleFactor: 0.5 });
  // Nothing outside the page itself may load.
  await page.route('**/*', (route) => route.abort());
  for (const t of SEED_TEMPLATES) {
    await page.setContent(Mustache.render(templateHtml(t.slug), SAMPLE_CV));
    const jpeg = await page.screenshot({ type: 'jpeg', quality: 82 });
    if (process.env.PNG_COPY_DIR) await page.screenshot({ path: `${process.env.PNG_COPY_DIR}/${t.slug}.png` });
    writeFileSync(new URL(`./previews/${t.slug}.jpg`, import.meta.url), jpeg);
    console.log(`${t.slug}.jpg ${jpeg.byteLength} bytes`);
  }
} finally {
  await browser.close();
}

// Renders the installable app's PNG icons (apps/web/public/icons) from the favicon, the one
// source of the mark. Run after changing favicon.svg: `pnpm --filter @nahbar/scripts make:icons`.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = resolve(here, '../apps/web/public');
const favicon = readFileSync(resolve(publicDir, 'favicon.svg'), 'utf8');

function attribute(pattern: RegExp, what: string): string {
  const found = pattern.exec(favicon)?.[1];
  if (!found) throw new Error(`favicon.svg has no ${what}`);
  return found;
}

const background = attribute(/<rect[^>]*fill="([^"]+)"/, 'background rect');
const mark = attribute(/(<path[^>]*\/>)/, 'mark path');

/**
 * Launchers crop maskable icons to any shape inside the central 80 % circle, and iOS rounds
 * its icons itself: both get a full-bleed square. The mark (a 28-unit square in the middle of
 * 64) reaches at most 31 % from the centre, inside the safe zone without scaling.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>${mark}</svg>`;

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'maskable-192.png', svg: fullBleed, size: 192 },
  { file: 'maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

mkdirSync(resolve(publicDir, 'icons'), { recursive: true });
for (const { file, svg, size } of icons) {
  const target = resolve(publicDir, 'icons', file);
  // Rendered at the target size (not scaled down from one bitmap), so edges stay sharp.
  const info = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ palette: true, compressionLevel: 9 })
    .toFile(target);
  console.log(`${file}: ${info.width}×${info.height}, ${info.size} bytes`);
}

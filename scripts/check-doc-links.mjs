// `node scripts/check-doc-links.mjs`: every relative link of README.md and docs/*.md leads to a
// file (and, with #anchor, to a heading of it), and every file path the docs spell out from the
// repository root (`apps/…`, `packages/…`, `scripts/…`, `.ci/…`) exists. Files move; the docs must
// follow them. Exits non-zero and names each broken reference.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const withoutCode = (text) => text.replace(/```[\s\S]*?```/g, '');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(file) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of withoutCode(readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_\- ]/gu, '')
      .replaceAll(' ', '-');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** A path in backticks, spelled from the root, without placeholders or globs; build output aside. */
const ROOTED_PATH = /^(apps|packages|scripts|\.ci)\/[\w.\-/]+$/;
const BUILT = /(^|\/)dist(\/|$)/;

const problems = [];
let checked = 0;
for (const doc of docs) {
  const file = join(root, doc);
  const text = withoutCode(readFileSync(file, 'utf8'));
  for (const [, target] of text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target)) continue;
    checked += 1;
    const [path, anchor] = target.split('#');
    const destination = path ? normalize(join(dirname(file), path)) : file;
    if (!existsSync(destination)) problems.push(`${doc}: no file for link ${target}`);
    else if (anchor && destination.endsWith('.md') && !anchorsOf(destination).has(anchor))
      problems.push(`${doc}: no heading for link ${target} in ${relative(root, destination)}`);
  }
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    const path = code.replace(/\/$/, '');
    if (!ROOTED_PATH.test(path) || BUILT.test(path)) continue;
    checked += 1;
    if (!existsSync(join(root, path))) problems.push(`${doc}: no such path ${path}`);
  }
}
for (const problem of problems) console.log(problem);
console.log(`${checked} links and paths checked in ${docs.length} files, ${problems.length} broken`);
process.exit(problems.length > 0 ? 1 : 0);

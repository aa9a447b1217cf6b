// Adds up Vitest's and Playwright's JSON reports; prints "N passed, N failed" last.
// Usage: summarise.mjs VITEST_JSON VITEST_STATUS PLAYWRIGHT_JSON PLAYWRIGHT_STATUS
// Exits non-zero when anything failed. A skipped, pending or todo test counts as failed:
// CI runs every test, and a run that quietly left some out must not look like a pass.
// So does a run below the committed floor (.ci/test-floor.json) or one that left a test file out.
// A browser journey that passed only on its retry passes, and is named on a `flaky:` line.
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { testFiles } from './test-files.mjs';

const [vitestPath, vitestStatus, playwrightPath, playwrightStatus] = process.argv.slice(2);
const ROOT = resolve(import.meta.dirname, '..');
const FLOOR = JSON.parse(readFileSync(resolve(ROOT, '.ci/test-floor.json'), 'utf8'));
const SHOWN = 20;
let passed = 0;
let failed = 0;
const flaky = [];

/** A runner that exited non-zero with no failed test (unhandled error, unloadable suite) still failed. */
function countRunFailure(name, status, failedTests) {
  if (Number(status) !== 0 && failedTests === 0) {
    console.log(`${name}: exited with ${status} though no single test failed (see its output)`);
    failed += 1;
  }
}

/** Names the tests that did not run, and counts each as a failure. */
function countSkipped(name, skipped) {
  if (skipped.length === 0) return;
  console.log(`${name}: ${skipped.length} test(s) did not run; CI allows none skipped, pending or todo:`);
  for (const title of skipped.slice(0, SHOWN)) console.log(`  - ${title}`);
  if (skipped.length > SHOWN) console.log(`  … and ${skipped.length - SHOWN} more`);
  failed += skipped.length;
}

/** A suite smaller than the committed floor shrank; the change that adds tests raises the floor. */
function checkFloor(name, ran) {
  const floor = FLOOR[name];
  if (typeof floor !== 'number') return;
  if (ran < floor) {
    console.log(`${name}: ${ran} tests ran, below the floor of ${floor} in .ci/test-floor.json`);
    failed += 1;
  } else if (ran > floor) {
    console.log(`${name}: ${ran} tests ran; the floor (${floor}) may be raised to ${ran}`);
  }
}

/** Every test file in the tree must appear in its runner's report. */
function checkFilesRan(name, expected, reported) {
  const missing = expected.filter((file) => !reported.has(file));
  if (missing.length === 0) return;
  console.log(`${name}: ${missing.length} test file(s) exist but did not run:`);
  for (const file of missing.slice(0, SHOWN)) console.log(`  - ${file}`);
  failed += missing.length;
}

/** Vitest's Jest-style report: per file, each test's status. */
function vitestSkipped(report) {
  const notRun = new Set(['pending', 'skipped', 'todo', 'disabled']);
  const titles = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => notRun.has(test.status))
      .map((test) => `${file.name}: ${test.fullName ?? test.title} (${test.status})`),
  );
  // A count without names (a whole file left out) still counts.
  const counted = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (let i = titles.length; i < counted; i += 1) titles.push('(a test the report does not name)');
  return titles;
}

/** Calls `visit(spec, test, path)` for every test of Playwright's nested report. */
function walkPlaywright(report, visit) {
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) visit(spec, test, [...path, spec.title]);
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
}

function playwrightSkipped(report) {
  const titles = [];
  walkPlaywright(report, (_spec, test, path) => {
    if (test.status === 'skipped') titles.push(`${path.join(' › ')} [${test.projectName}]`);
  });
  for (let i = titles.length; i < (report.stats?.skipped ?? 0); i += 1)
    titles.push('(a test the report does not name)');
  return titles;
}

if (vitestPath && existsSync(vitestPath)) {
  const v = JSON.parse(readFileSync(vitestPath, 'utf8'));
  const skipped = vitestSkipped(v);
  console.log(`vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed, ${skipped.length} skipped`);
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  countRunFailure('vitest', vitestStatus, v.numFailedTests);
  countSkipped('vitest', skipped);
  checkFloor('vitest', v.numPassedTests + v.numFailedTests);
  const ran = new Set((v.testResults ?? []).map((file) => relative(ROOT, file.name)));
  checkFilesRan('vitest', testFiles(ROOT).vitest, ran);
} else {
  console.log('vitest: no report');
  failed += 1;
}

if (playwrightPath && existsSync(playwrightPath)) {
  const p = JSON.parse(readFileSync(playwrightPath, 'utf8'));
  const s = p.stats;
  const skipped = playwrightSkipped(p);
  const files = new Set();
  walkPlaywright(p, (spec, test, path) => {
    files.add(spec.file);
    if (test.status === 'flaky') flaky.push(`${spec.file}: ${path.slice(1).join(' › ')}`);
  });
  console.log(
    `playwright: ${s.expected + s.flaky} passed (${s.flaky} only on retry), ${s.unexpected} failed, ${skipped.length} skipped`,
  );
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  countRunFailure('playwright', playwrightStatus, s.unexpected);
  countSkipped('playwright', skipped);
  checkFloor('playwright', s.expected + s.flaky + s.unexpected);
  checkFilesRan('playwright', testFiles(ROOT).playwright, files);
} else {
  console.log('playwright: no report');
  failed += 1;
}

for (const title of flaky) console.log(`flaky: ${title}`);
console.log(`${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;

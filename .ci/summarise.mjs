// Adds up Vitest's and Playwright's JSON reports; prints "N passed, N failed" last.
// Usage: summarise.mjs VITEST_JSON VITEST_STATUS PLAYWRIGHT_JSON PLAYWRIGHT_STATUS
// Exits non-zero when anything failed. A skipped, pending or todo test counts as failed:
// CI runs every test, and a run that quietly left some out must not look like a pass.
import { existsSync, readFileSync } from 'node:fs';

const [vitestPath, vitestStatus, playwrightPath, playwrightStatus] = process.argv.slice(2);
const SHOWN = 20;
let passed = 0;
let failed = 0;

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

/** Playwright's report: suites nest; each spec's tests carry a status. */
function playwrightSkipped(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'skipped')
          titles.push(`${[...path, spec.title].join(' › ')} [${test.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
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
} else {
  console.log('vitest: no report');
  failed += 1;
}

if (playwrightPath && existsSync(playwrightPath)) {
  const p = JSON.parse(readFileSync(playwrightPath, 'utf8'));
  const s = p.stats;
  const skipped = playwrightSkipped(p);
  console.log(
    `playwright: ${s.expected + s.flaky} passed, ${s.unexpected} failed, ${skipped.length} skipped`,
  );
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  countRunFailure('playwright', playwrightStatus, s.unexpected);
  countSkipped('playwright', skipped);
} else {
  console.log('playwright: no report');
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;

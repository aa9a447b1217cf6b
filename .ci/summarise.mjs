// Adds up Vitest's and Playwright's JSON reports; prints "N passed, N failed" last.
import { existsSync, readFileSync } from 'node:fs';

const [vitestPath, playwrightPath] = process.argv.slice(2);
let passed = 0;
let failed = 0;

if (vitestPath && existsSync(vitestPath)) {
  const v = JSON.parse(readFileSync(vitestPath, 'utf8'));
  console.log(
    `vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed, ${v.numPendingTests + v.numTodoTests} skipped`,
  );
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  // A suite that failed to load, or an unhandled error, fails the run without failing a
  // test; it must still count.
  if (v.numFailedTests === 0 && (v.numFailedTestSuites > 0 || v.success === false)) {
    console.log('vitest: the run failed outside any single test (see its output)');
    failed += Math.max(1, v.numFailedTestSuites);
  }
} else {
  console.log('vitest: no report');
  failed += 1;
}

if (playwrightPath && existsSync(playwrightPath)) {
  const s = JSON.parse(readFileSync(playwrightPath, 'utf8')).stats;
  console.log(`playwright: ${s.expected + s.flaky} passed, ${s.unexpected} failed, ${s.skipped} skipped`);
  passed += s.expected + s.flaky;
  failed += s.unexpected;
} else {
  console.log('playwright: no report');
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);

// Adds up Vitest's and Playwright's JSON reports; prints "N passed, N failed" last.
// Usage: summarise.mjs VITEST_JSON VITEST_STATUS PLAYWRIGHT_JSON PLAYWRIGHT_STATUS
import { existsSync, readFileSync } from 'node:fs';

const [vitestPath, vitestStatus, playwrightPath, playwrightStatus] = process.argv.slice(2);
let passed = 0;
let failed = 0;

/** A runner that exited non-zero with no failed test (unhandled error, unloadable suite) still failed. */
function countRunFailure(name, status, failedTests) {
  if (Number(status) !== 0 && failedTests === 0) {
    console.log(`${name}: exited with ${status} though no single test failed (see its output)`);
    failed += 1;
  }
}

if (vitestPath && existsSync(vitestPath)) {
  const v = JSON.parse(readFileSync(vitestPath, 'utf8'));
  console.log(
    `vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed, ${v.numPendingTests + v.numTodoTests} skipped`,
  );
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  countRunFailure('vitest', vitestStatus, v.numFailedTests);
} else {
  console.log('vitest: no report');
  failed += 1;
}

if (playwrightPath && existsSync(playwrightPath)) {
  const s = JSON.parse(readFileSync(playwrightPath, 'utf8')).stats;
  console.log(`playwright: ${s.expected + s.flaky} passed, ${s.unexpected} failed, ${s.skipped} skipped`);
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  countRunFailure('playwright', playwrightStatus, s.unexpected);
} else {
  console.log('playwright: no report');
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);

// Before the browser journeys' server starts: one admin account in their fresh data directory,
// made as a member signs up and then given the role as `pnpm admin:grant` gives it.
import { buildApp, loadConfig } from '@nahbar/api';
import { usersQueries } from '@nahbar/db';

const E2E_ADMIN = { username: 'e2e_admin', password: 'kaffee-und-kuchen-7' };

const config = loadConfig();
const app = await buildApp(config);
try {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { origin: config.publicOrigin },
    payload: {
      username: E2E_ADMIN.username,
      password: E2E_ADMIN.password,
      confirmPassword: E2E_ADMIN.password,
      age: 40,
      gender: 'female',
      location: 'Wien',
    },
  });
  // 409: an earlier run in the same data directory made it already.
  if (registered.statusCode >= 300 && registered.statusCode !== 409) {
    throw new Error(`the e2e admin could not sign up: ${registered.statusCode} ${registered.body}`);
  }
  if (!(await usersQueries.setRole(app.deps.db, E2E_ADMIN.username, 'admin'))) {
    throw new Error('the e2e admin was not found');
  }
} finally {
  await app.close();
}

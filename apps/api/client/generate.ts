import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { API_VERSION } from '../src/api-docs/api-docs.routes';
import { buildOpenApiDocument } from '../src/api-docs/openapi-document';

/** The generated types, committed: test/api-client.test.ts fails when they fall behind the document. */
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('./nahbar-api.gen.ts', import.meta.url));

const HEADER = `// Generated from the OpenAPI document (GET /api/openapi.json) by openapi-typescript.
// Do not edit: run \`pnpm --filter @nahbar/api generate:client\`.
`;

/** The TypeScript types of every path, as openapi-fetch takes them. */
export async function clientTypes(): Promise<string> {
  const document = buildOpenApiDocument(API_VERSION);
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)));
  return HEADER + astToString(ast);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(CLIENT_TYPES_FILE, await clientTypes());
  console.log(`wrote ${CLIENT_TYPES_FILE}`);
}

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import OpenAPIResponseValidatorModule from 'openapi-response-validator';

type Answers = Record<string, { $ref: string } | Record<string, unknown>>;
interface Document {
  paths: Record<string, Record<string, { responses: Answers }>>;
  components?: { responses?: Record<string, Record<string, unknown>> } & Record<string, unknown>;
}

// The package is CommonJS with `exports.default`; under ESM the class sits one level deeper.
const OpenAPIResponseValidator = ((OpenAPIResponseValidatorModule as unknown as { default?: unknown })
  .default ?? OpenAPIResponseValidatorModule) as typeof OpenAPIResponseValidatorModule;

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  literalSegments: number;
  responses: Answers;
}

function operationsOf(doc: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const source = template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+');
      operations.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        literalSegments: template.split('/').filter((part) => part && !part.startsWith('{')).length,
        responses: operation.responses,
      });
    }
  }
  // A literal segment beats a parameter: `/api/users/with-distance` before `/api/users/{id}`.
  return operations.sort((a, b) => b.literalSegments - a.literalSegments);
}

/** A response component's `$ref` replaced by the component, which the validator wants inline. */
function inlineResponses(doc: Document, responses: Answers): Answers {
  return Object.fromEntries(
    Object.entries(responses).map(([status, answer]) => {
      if (typeof answer.$ref !== 'string') return [status, answer];
      const name = answer.$ref.split('/').pop() ?? '';
      return [status, doc.components?.responses?.[name] ?? {}];
    }),
  );
}

/**
 * Injects requests into the app and checks every answer against the OpenAPI document the app
 * serves itself: a status the operation does not document, or a body that breaks its schema
 * (a missing field, a field of another type, a field the schema does not have), fails the test.
 */
export async function documentedCalls(app: FastifyInstance) {
  const served = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (served.statusCode !== 200) throw new Error(`no document: ${served.statusCode}`);
  const doc = served.json() as Document;
  const operations = operationsOf(doc);
  const checked = new Set<string>();

  async function call(
    options: InjectOptions & { method: string; url: string },
  ): Promise<LightMyRequestResponse> {
    const response = await app.inject(options);
    const path = options.url.split('?')[0] ?? '';
    const operation = operations.find(
      (candidate) => candidate.method === options.method.toUpperCase() && candidate.pattern.test(path),
    );
    if (!operation) throw new Error(`${options.method} ${path} is not in the document`);
    const status = String(response.statusCode);
    const documented = operation.responses[status];
    if (!documented) {
      throw new Error(
        `${operation.method} ${operation.template} answered ${status}, which the document does not list: ${response.body}`,
      );
    }
    const validator = new OpenAPIResponseValidator({
      responses: inlineResponses(doc, operation.responses) as never,
      components: doc.components as never,
    });
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    const problems = isJson ? validator.validateResponse(status, response.json()) : undefined;
    if (problems) {
      throw new Error(
        `${operation.method} ${operation.template} ${status} breaks its documented schema: ${JSON.stringify(problems.errors)}`,
      );
    }
    if (status === '429' && !response.headers['retry-after']) throw new Error('a 429 without Retry-After');
    checked.add(`${operation.method} ${operation.template} ${status}`);
    return response;
  }

  return { doc, call, checked };
}

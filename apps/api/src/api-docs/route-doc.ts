import type { z } from 'zod';

/**
 * Who may call a route, as the authorisation matrix (test/authorization-matrix.ts) has it:
 * `public` needs no session; `session` any signed-in member; `own` one's own ids only (others'
 * answer 403); `member` a room the member may use (others' answer 404); `admin` an administrator.
 */
export type Access = 'public' | 'session' | 'own' | 'member' | 'admin';

/** The error statuses a route may answer with besides those its access and inputs imply. */
export type ExtraError = 403 | 404 | 409 | 413 | 429;

/** What a successful answer carries. */
export type Answer =
  | { kind: 'json'; schema: z.ZodType; status?: 200 | 201; example?: unknown }
  | { kind: 'file'; mediaTypes: string[]; status?: 200; description: string };

/**
 * One REST route as the document shows it. Field meanings come from the schemas' `.meta()`;
 * here only what belongs to the route itself: its summary, who may call it, and which schemas
 * (the same ones the services validate with) its inputs and answer follow.
 */
export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As registered with Fastify (`/api/rooms/:id`). */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The request body is required (most bodies are); optional where every field is. */
  bodyOptional?: true;
  bodyExample?: unknown;
  /** The body may also come as an HTML form (`application/x-www-form-urlencoded`) of this shape. */
  formBody?: z.ZodType;
  /** More than the summary says, when a route departs from the document's general rules. */
  description?: string;
  answer: Answer;
  errors?: ExtraError[];
  /**
   * A 503 answer of a shape of its own rather than the error body (the readiness check says
   * which of its checks failed).
   */
  unavailable?: { description: string; schema: z.ZodType; example?: unknown };
}

/** `/api/rooms/:id` → `/api/rooms/{id}`. */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Shorthand for the common case: a JSON answer. */
export function json(schema: z.ZodType, extra: { status?: 200 | 201; example?: unknown } = {}): Answer {
  return { kind: 'json', schema, ...extra };
}

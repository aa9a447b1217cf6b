import { z } from 'zod';
import type { RouteDoc } from '../route-doc';

const tag = 'Documentation';

/** The documents describe themselves too: every `/api` route is in the document. */
export const documentationRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    tag,
    summary: 'This document: the REST paths as OpenAPI 3.1',
    access: 'public',
    answer: {
      kind: 'json',
      schema: z.looseObject({ openapi: z.string() }).meta({ description: 'An OpenAPI 3.1 document.' }),
    },
  },
  {
    method: 'get',
    path: '/api/asyncapi.json',
    tag,
    summary: 'The `/ws` protocol as AsyncAPI 3',
    access: 'public',
    answer: {
      kind: 'json',
      schema: z.looseObject({ asyncapi: z.string() }).meta({ description: 'An AsyncAPI 3 document.' }),
    },
  },
  {
    method: 'get',
    path: '/api/docs',
    tag,
    summary: 'The API reference page (renders this document)',
    access: 'public',
    answer: { kind: 'file', mediaTypes: ['text/html'], description: 'The page.' },
  },
  {
    method: 'get',
    path: '/api/docs/:asset',
    tag,
    summary: 'The reference page’s scripts, served by the app itself',
    access: 'public',
    params: z.object({ asset: z.enum(['reference.js', 'start.js']) }),
    answer: { kind: 'file', mediaTypes: ['text/javascript'], description: 'The script.' },
    errors: [404],
  },
];

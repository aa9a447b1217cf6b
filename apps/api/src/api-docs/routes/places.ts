import {
  ZCity,
  ZCitySuggestInput,
  ZUsersWithDistanceInput,
  ZUserWithDistance,
  ZValidateCityInput,
  ZValidateCityResult,
} from '@nahbar/contracts';
import { z } from 'zod';
import { json, type RouteDoc } from '../route-doc';
import { claimedId } from './common';

const tag = 'Places';

export const placeRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/geocode/validate',
    tag,
    summary: 'Whether the gazetteer knows a city, and its spelling',
    access: 'public',
    query: ZValidateCityInput,
    answer: json(ZValidateCityResult),
  },
  {
    method: 'get',
    path: '/api/geocode/suggest',
    tag,
    summary: 'Cities starting with what was typed',
    access: 'public',
    query: ZCitySuggestInput.extend({
      city: z.string().optional().meta({ description: 'Another name for `q`.' }),
    }),
    answer: json(z.object({ results: z.array(ZCity) })),
  },
  {
    method: 'get',
    path: '/api/users/with-distance',
    tag,
    summary: 'Other members with their distance to the caller (never coordinates)',
    access: 'session',
    query: z.object({
      userIds: z.string().optional().meta({ description: 'Comma-separated member ids; all when absent.' }),
      limit: ZUsersWithDistanceInput.shape.limit,
      userId: claimedId(),
    }),
    answer: json(z.array(ZUserWithDistance)),
    errors: [403, 429],
  },
];

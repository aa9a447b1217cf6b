import { readFile } from 'node:fs/promises';
import { ZCountryCode } from '@nahbar/contracts';
import { z } from 'zod';

/** The file `scripts/build-cities.ts` writes: parallel arrays, sorted by population. */
export const ZGazetteerFile = z
  .object({
    version: z.literal(1),
    attribution: z.string(),
    areas: z.array(z.tuple([z.string(), ZCountryCode])),
    names: z.array(z.string().min(1)),
    area: z.array(z.number().int().min(0)),
    lat: z.array(z.number().min(-90).max(90)),
    lon: z.array(z.number().min(-180).max(180)),
    population: z.array(z.number().min(0)),
    aliases: z.record(z.string(), z.array(z.string())),
  })
  .refine(
    (f) =>
      [f.area, f.lat, f.lon, f.population].every((column) => column.length === f.names.length) &&
      f.area.every((a) => a < f.areas.length),
    'columns of different lengths',
  );
export type GazetteerFile = z.infer<typeof ZGazetteerFile>;

export const DEFAULT_GAZETTEER_PATH = new URL('../../../data/cities-dach.json', import.meta.url);

export async function readGazetteerFile(path: string | URL): Promise<GazetteerFile> {
  const text = await readFile(path, 'utf8');
  return ZGazetteerFile.parse(JSON.parse(text));
}

// The English later areas' own chunk, fetched once the first screen is up (../catalogues.ts).
export { enLater as laterTexts } from '@nahbar/contracts';

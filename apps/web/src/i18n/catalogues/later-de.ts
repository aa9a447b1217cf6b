// The German later areas' own chunk, fetched once the first screen is up (../catalogues.ts).
export { deLater as laterTexts } from '@nahbar/contracts';

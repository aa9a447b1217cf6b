import { enFirstScreen } from './first-screen';
import { enLater } from './later';

export { enFirstScreen } from './first-screen';
export { enLater } from './later';

/**
 * English, the source language: every area of the catalogue. German must match its shape
 * (`de/index.ts` is typed against it), so a missing German text fails the typecheck.
 */
export const en = { ...enFirstScreen, ...enLater };

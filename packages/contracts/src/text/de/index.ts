import type { Messages } from '../types';
import { deFirstScreen } from './first-screen';
import { deLater } from './later';

export { deFirstScreen } from './first-screen';
export { deLater } from './later';

/** German, informal "du" throughout, as German chat products speak to their members. */
export const de: Messages = { ...deFirstScreen, ...deLater };

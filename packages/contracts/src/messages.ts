import { en } from './text/en';

/**
 * The English catalogue under its old name: the server's REST and `/ws` wording, word for word
 * from the specs' catalogues (chat-core §8, accounts §8). Clients render texts by key instead
 * (`text/`), in the member's language.
 */
export const TEXT = en;

/**
 * The English catalogue under its old name: the server's REST and `/ws` wording, word for word
 * from the specs' catalogues (chat-core §8, accounts §8). Clients render texts by key instead
 * (`text/`), in the member's language. A re-export, not an import: the web app's bundler then
 * leaves the catalogue in the chunk of its own that the app loads for English speakers.
 */
export { en as TEXT } from './text/en';

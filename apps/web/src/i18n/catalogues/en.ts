// The English catalogue's own chunk: a visit loads only its member's language.
export { en as messages } from '@nahbar/contracts';

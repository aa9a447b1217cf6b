// The English first-screen texts' own chunk: a visit loads only its member's language.
export { enFirstScreen as messages } from '@nahbar/contracts';

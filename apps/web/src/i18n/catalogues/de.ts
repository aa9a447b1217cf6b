// The German first-screen texts' own chunk: a visit loads only its member's language.
export { deFirstScreen as messages } from '@nahbar/contracts';

// The German catalogue's own chunk: a visit loads only its member's language.
export { de as messages } from '@nahbar/contracts';

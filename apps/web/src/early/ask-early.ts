// The early script's entry, built on its own as a classic script that index.html loads first
// (vite-plugins/early-answers.ts); it must stay small, so it imports nothing heavy.
import { askEarly } from './early-answers';

askEarly(window);

import type { en } from './en';

/** The shape of a whole catalogue: English defines it, every other language fills it. */
export type Messages = typeof en;

export type Area = keyof Messages;

/** 'area.name' for every text of the catalogue. */
export type TextKey = {
  [A in Area]: `${A}.${Extract<keyof Messages[A], string>}`;
}[Area];

type LeafOf<K extends TextKey> = K extends `${infer A extends Area}.${infer N}`
  ? N extends keyof Messages[A]
    ? Messages[A][N]
    : never
  : never;

/** The arguments a text takes: none for a plain text, its function's parameters otherwise. */
export type TextParams<K extends TextKey> = LeafOf<K> extends (...args: infer P) => string ? P : [];

/** A value that may stand in a text. */
export type TextParam = string | number | boolean;

/** A text by key, with its arguments: what the server sends so each client renders its language. */
export interface TextRef {
  key: TextKey;
  params: TextParam[];
}

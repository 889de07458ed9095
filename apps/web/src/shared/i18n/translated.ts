/** Every leaf a string, whatever its English words: the shape each language fills in. */
export type Translated<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };

/** One suggestion of /hledat/naseptavac: what the search box lists while a visitor types. */
export type SearchSuggestion = { title: string; kind: string; url: string }

/** Text search in tables is debounced by 200 ms (spec 1). */
export const SEARCH_DEBOUNCE_MS = 200;

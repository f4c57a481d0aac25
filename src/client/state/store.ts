import { createStore } from 'jotai';

// One app store, so code outside React (api, outbox, session) can read and write the same atoms.
export { atom, useAtom, useAtomValue, useSetAtom, Provider } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export const appStore = createStore();

import type { SessionUser } from '../../contract/user';
import { atom } from './store';

export const userAtom = atom<SessionUser | null>(null);
/** 'booting' until the start flow has decided; 'offline' when the app started from what this device kept. */
export const sessionStateAtom = atom<'booting' | 'ready' | 'offline'>('booting');
/** The 'Block by Team IT' modal's server message, when the refresh answered status 0. */
export const blockedAtom = atom<string | null>(null);

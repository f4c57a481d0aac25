import { useEffect, useState } from 'react';
import { z } from 'zod';
import { DENOMINATIONS, USD_RATES, WALLET_LINES, WALLET_VND, YEN_RATES, walletCalc } from '../../../domain/tools';
import { keepDraft, readDraft } from '../../lib/drafts';

// The reception wallet's entry, kept on this device as it is typed (the app's draft store, cleared at log-out)
// and restored when the screen opens again.
const KEY = 'tools:wallet';
const nums = (n: number) => z.array(z.number()).length(n);
const entrySchema = z.object({
  counts: nums(DENOMINATIONS.length),
  yenQty: nums(YEN_RATES.length),
  usdQty: nums(USD_RATES.length),
  expenses: nums(WALLET_LINES),
  sales: nums(WALLET_LINES),
  walletVnd: z.number(),
  usdCounted: z.number().nullable(),
});
export type WalletEntry = z.infer<typeof entrySchema>;
export type ListKey = 'counts' | 'yenQty' | 'usdQty' | 'expenses' | 'sales';

const zeros = (n: number) => Array.from({ length: n }, () => 0);
export const emptyWallet = (): WalletEntry => ({
  counts: zeros(DENOMINATIONS.length),
  yenQty: zeros(YEN_RATES.length),
  usdQty: zeros(USD_RATES.length),
  expenses: zeros(WALLET_LINES),
  sales: zeros(WALLET_LINES),
  walletVnd: WALLET_VND,
  usdCounted: null,
});

export function useWallet() {
  const [entry, setEntry] = useState<WalletEntry>(emptyWallet);
  const [restored, setRestored] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    void readDraft(KEY, entrySchema).then((kept) => {
      if (!live) return;
      if (kept) {
        setEntry(kept.value);
        setRestored(kept.savedAt);
      }
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);

  const update = (next: WalletEntry) => {
    setEntry(next);
    keepDraft(KEY, next);
  };
  const setAt = (list: ListKey, i: number, value: number) =>
    update({ ...entry, [list]: entry[list].map((v, j) => (j === i ? value : v)) });

  const outcome = walletCalc({ ...entry, usdCounted: entry.usdCounted ?? undefined });
  return {
    entry,
    ready,
    restored,
    outcome,
    setAt,
    setWalletVnd: (v: number) => update({ ...entry, walletVnd: v }),
    setUsdCounted: (v: number | null) => update({ ...entry, usdCounted: v }),
    reset: () => {
      update(emptyWallet());
      setRestored(null);
    },
  };
}
export type WalletState = ReturnType<typeof useWallet>;

import { IonButton, useIonAlert } from '@ionic/react';
import { formatNumber } from '../../../domain/money';
import { DENOMINATIONS, USD_RATES, WALLET_USD, YEN_RATES, YEN_UNIT } from '../../../domain/tools';
import { AppPage } from '../../shell/AppPage';
import { NumberInput } from '../../ui/NumberInput';
import { useWallet, type WalletState } from './use-wallet';
import { CountRows, MoneyLines } from './WalletParts';
import './tools.css';

const RESULT_LABEL = { surplus: 'Surplus', shortage: 'Shortage', enough: 'Enough' } as const;

function Row({
  label,
  value,
  testId,
  decimals = 0,
}: {
  label: string;
  value: number;
  testId?: string;
  decimals?: number;
}) {
  return (
    <div className="tl-row">
      <span>{label}</span>
      <span className="tl-out" data-testid={testId}>
        {formatNumber(value, decimals)}
      </span>
    </div>
  );
}

function Result({ w }: { w: WalletState }) {
  const o = w.outcome;
  const usdCounted = w.entry.usdCounted;
  return (
    <section className="tl-card" aria-label="Result">
      <h2>Result (VND)</h2>
      <div className="tl-row">
        <span>VND wallet</span>
        <NumberInput
          value={w.entry.walletVnd}
          decimals={0}
          label="VND wallet"
          testId="wl-wallet"
          onChange={w.setWalletVnd}
        />
      </div>
      <Row label="Cash counted" value={o.counted} testId="wl-counted" />
      <Row label="Expected (wallet + sales − expenses − exchange)" value={o.expected} testId="wl-expected" />
      <Row label="Difference" value={o.difference} testId="wl-difference" />
      <div className="tl-result" data-result={o.result} data-testid="wl-result" role="status">
        {RESULT_LABEL[o.result]}
        {o.difference !== 0 && ` ${formatNumber(Math.abs(o.difference))}`}
      </div>
      <h2 style={{ marginTop: 16 }}>Dollar wallet (USD)</h2>
      <Row
        label={`Wallet ${WALLET_USD} + dollars bought`}
        value={o.usdExpected}
        decimals={2}
        testId="wl-usd-expected"
      />
      <div className="tl-row">
        <span>Dollars counted</span>
        <NumberInput
          value={usdCounted ?? 0}
          decimals={2}
          label="Dollars counted"
          testId="wl-usd-counted"
          onChange={(v) => w.setUsdCounted(v)}
        />
      </div>
      {usdCounted !== null && (
        <Row label="USD difference" value={o.usdDifference} decimals={2} testId="wl-usd-difference" />
      )}
    </section>
  );
}

/** /calculated_rc_wallet: the reception wallet calculator of spec 3 sections 2 and 9 (src/domain/tools.ts). */
export default function WalletPage() {
  const w = useWallet();
  const [alert] = useIonAlert();
  const askReset = () =>
    void alert({
      header: 'Reset',
      message: 'Clear every count and line of the wallet?',
      buttons: [
        { text: 'Cancel', role: 'cancel' },
        { text: 'Reset', role: 'destructive', handler: w.reset },
      ],
    });
  return (
    <AppPage
      title="Reception Wallet"
      footer={
        <div className="tl-footer" data-result={w.outcome.result} data-testid="wl-footer">
          <span>Difference {formatNumber(w.outcome.difference)}</span>
          <strong>{RESULT_LABEL[w.outcome.result]}</strong>
        </div>
      }
    >
      {w.restored && (
        <p className="tl-note" data-testid="wl-restored">
          Your last entry, kept on this device, is shown.
        </p>
      )}
      <div className="tl-grid" data-ready={w.ready || undefined} data-testid="wallet">
        <section className="tl-card" aria-label="Cash">
          <h2>Cash counted (VND)</h2>
          <CountRows
            w={w}
            list="counts"
            labels={DENOMINATIONS.map((d) => formatNumber(d))}
            amount={(i, q) => DENOMINATIONS[i] * q}
            head={['Note', 'Count', 'Amount']}
          />
          <Row label="Total" value={w.outcome.counted} />
        </section>
        <section className="tl-card" aria-label="Exchange">
          <h2>Yen bought (× 10,000 yen)</h2>
          <CountRows
            w={w}
            list="yenQty"
            labels={YEN_RATES.map((r) => String(r))}
            amount={(i, q) => YEN_RATES[i] * q * YEN_UNIT}
            head={['Rate', '× 10,000', 'VND paid']}
          />
          <h2 style={{ marginTop: 16 }}>Dollars bought</h2>
          <CountRows
            w={w}
            list="usdQty"
            labels={USD_RATES.map((r) => formatNumber(r))}
            amount={(i, q) => USD_RATES[i] * q}
            head={['Rate', 'USD', 'VND paid']}
          />
        </section>
        <MoneyLines w={w} list="expenses" title="Expense" />
        <MoneyLines w={w} list="sales" title="Sale" />
        <Result w={w} />
      </div>
      <div className="tl-actions">
        <IonButton color="medium" fill="outline" onClick={askReset} data-testid="wl-reset">
          Reset
        </IonButton>
      </div>
    </AppPage>
  );
}

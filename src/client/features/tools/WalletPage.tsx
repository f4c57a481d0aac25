import { IonButton, useIonAlert } from '@ionic/react';
import { formatNumber } from '../../../domain/money';
import { DENOMINATIONS, USD_RATES, WALLET_USD, YEN_RATES, YEN_UNIT } from '../../../domain/tools';
import { AppPage } from '../../shell/AppPage';
import { NumberInput } from '../../ui/NumberInput';
import { useWallet, type WalletState } from './use-wallet';
import { CountRows, MoneyLines } from './WalletParts';
import { useT } from '../../lib/i18n';
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
  const t = useT('tools');
  const o = w.outcome;
  const usdCounted = w.entry.usdCounted;
  return (
    <section className="tl-card" aria-label={t('Result')}>
      <h2>{t('Result (VND)')}</h2>
      <div className="tl-row">
        <span>{t('VND wallet')}</span>
        <NumberInput
          value={w.entry.walletVnd}
          decimals={0}
          label={t('VND wallet')}
          testId="wl-wallet"
          onChange={w.setWalletVnd}
        />
      </div>
      <Row label={t('Cash counted')} value={o.counted} testId="wl-counted" />
      <Row label={t('Expected (wallet + sales − expenses − exchange)')} value={o.expected} testId="wl-expected" />
      <Row label={t('Difference')} value={o.difference} testId="wl-difference" />
      <div className="tl-result" data-result={o.result} data-testid="wl-result" role="status">
        {t(RESULT_LABEL[o.result])}
        {o.difference !== 0 && ` ${formatNumber(Math.abs(o.difference))}`}
      </div>
      <h2 style={{ marginTop: 16 }}>{t('Dollar wallet (USD)')}</h2>
      <Row
        label={t('Wallet {{usd}} + dollars bought', { usd: WALLET_USD })}
        value={o.usdExpected}
        decimals={2}
        testId="wl-usd-expected"
      />
      <div className="tl-row">
        <span>{t('Dollars counted')}</span>
        <NumberInput
          value={usdCounted ?? 0}
          decimals={2}
          label={t('Dollars counted')}
          testId="wl-usd-counted"
          onChange={(v) => w.setUsdCounted(v)}
        />
      </div>
      {usdCounted !== null && (
        <Row label={t('USD difference')} value={o.usdDifference} decimals={2} testId="wl-usd-difference" />
      )}
    </section>
  );
}

/** /calculated_rc_wallet: the reception wallet calculator of spec 3 sections 2 and 9 (src/domain/tools.ts). */
export default function WalletPage() {
  const t = useT('tools');
  const w = useWallet();
  const [alert] = useIonAlert();
  const askReset = () =>
    void alert({
      header: t('Reset'),
      message: t('Clear every count and line of the wallet?'),
      buttons: [
        { text: t('Cancel'), role: 'cancel' },
        { text: t('Reset'), role: 'destructive', handler: w.reset },
      ],
    });
  return (
    <AppPage
      title={t('Reception Wallet')}
      footer={
        <div className="tl-footer" data-result={w.outcome.result} data-testid="wl-footer">
          <span>{t('Difference {{amount}}', { amount: formatNumber(w.outcome.difference) })}</span>
          <strong>{t(RESULT_LABEL[w.outcome.result])}</strong>
        </div>
      }
    >
      {w.restored && (
        <p className="tl-note" data-testid="wl-restored">
          {t('Your last entry, kept on this device, is shown.')}
        </p>
      )}
      <div className="tl-grid" data-ready={w.ready || undefined} data-testid="wallet">
        <section className="tl-card" aria-label={t('Cash')}>
          <h2>{t('Cash counted (VND)')}</h2>
          <CountRows
            w={w}
            list="counts"
            labels={DENOMINATIONS.map((d) => formatNumber(d))}
            amount={(i, q) => DENOMINATIONS[i] * q}
            head={[t('Note'), t('Count'), t('Amount')]}
          />
          <Row label={t('Total')} value={w.outcome.counted} />
        </section>
        <section className="tl-card" aria-label={t('Exchange')}>
          <h2>{t('Yen bought (× 10,000 yen)')}</h2>
          <CountRows
            w={w}
            list="yenQty"
            labels={YEN_RATES.map((r) => String(r))}
            amount={(i, q) => YEN_RATES[i] * q * YEN_UNIT}
            head={[t('Rate'), '× 10,000', t('VND paid')]}
          />
          <h2 style={{ marginTop: 16 }}>{t('Dollars bought')}</h2>
          <CountRows
            w={w}
            list="usdQty"
            labels={USD_RATES.map((r) => formatNumber(r))}
            amount={(i, q) => USD_RATES[i] * q}
            head={[t('Rate'), 'USD', t('VND paid')]}
          />
        </section>
        <MoneyLines w={w} list="expenses" title={t('Expense')} />
        <MoneyLines w={w} list="sales" title={t('Sale')} />
        <Result w={w} />
      </div>
      <div className="tl-actions">
        <IonButton color="medium" fill="outline" onClick={askReset} data-testid="wl-reset">
          {t('Reset')}
        </IonButton>
      </div>
    </AppPage>
  );
}

// The survey tablet (/s/tablet): activated once with the branch's pass, then its home: "make survey on this
// tablet" (room number, Start, or scan the room's card) on one half and a QR for the guest's phone on the
// other. It calls home every minute, which shows it Online to the admin. Surveys made with no network wait in
// the outbox and are sent when it is back (use-tablet-outbox.ts); the home says how many wait.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { BRANCHES } from '../../domain/branches';
import { activateTablet, ApiError, loadSurvey, loadTabletHome, type TabletHome } from './api';
import { Friendly } from './Friendly';
import { readScan, scanCamera, scanPhoto, type CameraScan } from './scan';
import { SurveyPage } from './SurveyPage';
import { useTabletOutbox } from './use-tablet-outbox';
import { waitingText } from './view';

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));
const KEY = 'sumbook.tablet';
export const TABLET_VERSION = '2.0';
const SCAN_BOX = 'tablet-scan-box';

function Activate({ onDone }: { onDone(token: string): void }) {
  const [branch, setBranch] = useState(0);
  const [pass, setPass] = useState('');
  const [msg, setMsg] = useState('');
  return (
    <main className="guest tablet-activate">
      <h1>Activate this survey tablet</h1>
      <form
        className="survey"
        onSubmit={async (e) => {
          e.preventDefault();
          setMsg('');
          try {
            const t = await activateTablet(branch, pass);
            localStorage.setItem(KEY, t.tabletToken);
            onDone(t.tabletToken);
          } catch (err) {
            setMsg((err as Error).message);
          }
        }}
      >
        <label>
          Branch
          <select className="text big" value={branch} onChange={(e) => setBranch(Number(e.target.value))}>
            <option value={0}>-</option>
            {BRANCHES.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Pass
          <input className="text big" type="password" value={pass} onChange={(e) => setPass(e.target.value)} />
        </label>
        <button type="submit" className="complete" disabled={!branch || !pass}>
          Activate
        </button>
        {msg && (
          <p className="send-error" role="alert">
            {msg}
          </p>
        )}
      </form>
    </main>
  );
}

export function TabletApp() {
  const [token, setToken] = useState(() => localStorage.getItem(KEY) ?? '');
  const [home, setHome] = useState<TabletHome | null>(null);
  const [error, setError] = useState<{ status: number; msg: string } | null>(null);
  const [room, setRoom] = useState('');
  const [survey, setSurvey] = useState<{ token: string; room: string } | null>(null);
  const [scanMsg, setScanMsg] = useState('');
  const camera = useRef<CameraScan | null>(null);
  const [scanning, setScanning] = useState(false);
  const outbox = useTabletOutbox(home);

  const refresh = useCallback(async () => {
    if (!token) return;
    try {
      setHome(await loadTabletHome(token, TABLET_VERSION));
      setError(null);
    } catch (e) {
      const err = e as ApiError;
      if (err.status === 404) {
        localStorage.removeItem(KEY);
        setToken('');
      }
      setError({ status: err.status, msg: err.message });
    }
  }, [token]);
  useEffect(() => {
    void refresh();
    const id = setInterval(() => void refresh(), 60_000);
    return () => clearInterval(id);
  }, [refresh]);

  const stopCamera = async () => {
    await camera.current?.stop().catch(() => undefined);
    camera.current = null;
    setScanning(false);
  };
  const useScan = async (text: string) => {
    await stopCamera();
    const s = readScan(text);
    if (s.kind === 'room') return setSurvey({ token: home?.inputToken ?? token, room: s.room });
    if (s.kind === 'bad') return setScanMsg('This is not a room card of Sumbook.');
    try {
      const code = await loadSurvey(s.token);
      if (code.branchId !== home?.branchId) return setScanMsg('This card belongs to another branch.');
      setSurvey({ token: s.token, room: '' });
    } catch (e) {
      setScanMsg((e as Error).message);
    }
  };
  const goHome = useCallback(() => {
    setSurvey(null);
    setRoom('');
    void refresh();
  }, [refresh]);

  if (!token) return <Activate onDone={setToken} />;
  if (survey)
    return (
      <SurveyPage
        token={survey.token}
        room={survey.room}
        onDone={goHome}
        submit={outbox.submit}
        offline={outbox.offline}
      />
    );
  if (!home) return error ? <Friendly status={error.status} msg={error.msg} /> : <p className="guest-loading">…</p>;
  if (!home.on)
    return (
      <main className="guest friendly" data-testid="tablet-off">
        <div className="friendly-mark" aria-hidden="true">
          OFF
        </div>
        <h1>This tablet is turned off</h1>
        <p lang="ja">このタブレットは現在停止中です</p>
        <p className="brand">{home.branchName}</p>
      </main>
    );
  return (
    <main className="tablet-home" data-testid="tablet-home">
      <section className="half">
        <h1>make survey on this tablet</h1>
        <p className="brand">{home.branchName}</p>
        {outbox.waiting > 0 && (
          <p className="hint" data-testid="tablet-waiting" role="status">
            {waitingText(outbox.waiting)}
          </p>
        )}
        <form
          className="survey"
          onSubmit={(e) => {
            e.preventDefault();
            if (room.trim()) setSurvey({ token: home.inputToken, room: room.trim() });
          }}
        >
          <label>
            Room number <span lang="ja">お部屋番号</span>
            <input
              className="text big"
              inputMode="numeric"
              maxLength={10}
              value={room}
              onChange={(e) => setRoom(e.target.value)}
            />
          </label>
          <button type="submit" className="complete" disabled={!room.trim()}>
            Start <span lang="ja">開始</span>
          </button>
        </form>
        <div className="scan">
          <button
            type="button"
            className="chip"
            onClick={async () => {
              setScanMsg('');
              if (scanning) return stopCamera();
              setScanning(true);
              try {
                camera.current = await scanCamera(SCAN_BOX, (text) => void useScan(text));
              } catch {
                setScanning(false);
                setScanMsg('No camera here: use "Scan from photo".');
              }
            }}
          >
            {scanning ? 'Stop scanning' : 'Scan room card'}
          </button>
          <label className="chip file">
            Scan from photo
            <input
              type="file"
              accept="image/*"
              aria-label="Scan from photo"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                setScanMsg('');
                try {
                  await useScan(await scanPhoto(file, SCAN_BOX));
                } catch {
                  setScanMsg('No QR code found in this picture.');
                }
              }}
            />
          </label>
          <div id={SCAN_BOX} className="scan-box" />
          {scanMsg && (
            <p className="send-error" role="alert">
              {scanMsg}
            </p>
          )}
        </div>
        {home.update.isUpdate && (
          <div className="update">
            <b>Update {home.update.version}</b>
            <p>{home.update.whatNew}</p>
            {home.update.link && (
              <a href={home.update.link} rel="noreferrer noopener" target="_blank">
                {home.update.link}
              </a>
            )}
          </div>
        )}
      </section>
      <section className="half qr-half">
        <h2>Scan with your phone</h2>
        <div className="qr" data-testid="tablet-qr">
          {home.scanUrl && (
            <Suspense fallback={null}>
              <QRCodeSVG value={home.scanUrl} size={280} marginSize={2} title="Survey QR code" />
            </Suspense>
          )}
        </div>
        <p className="hint">スマートフォンで読み取ってアンケートにご協力ください / Scan to answer on your phone</p>
      </section>
    </main>
  );
}

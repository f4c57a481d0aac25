// Reading a room's QR card on the tablet: what a scanned text means (a survey link of this site, or a
// plain room number), and the html5-qrcode reader, loaded only when a scan starts.
export type Scanned = { kind: 'code'; token: string } | { kind: 'room'; room: string } | { kind: 'bad' };

/** A /s/<token> link (any host: cards print the public address) or a plain room number. */
export function readScan(text: string): Scanned {
  const value = text.trim();
  const link = /\/s\/([A-Za-z0-9_-]{8,40}\.[A-Za-z0-9_-]{8,64})\/?$/.exec(value);
  if (link) return { kind: 'code', token: link[1] };
  if (/^[A-Za-z0-9-]{1,10}$/.test(value)) return { kind: 'room', room: value };
  return { kind: 'bad' };
}

export async function scanPhoto(file: File, elementId: string): Promise<string> {
  const { Html5Qrcode } = await import('html5-qrcode');
  const reader = new Html5Qrcode(elementId, { verbose: false });
  try {
    return await reader.scanFile(file, false);
  } finally {
    reader.clear();
  }
}

export interface CameraScan {
  stop(): Promise<void>;
}
export async function scanCamera(elementId: string, onText: (text: string) => void): Promise<CameraScan> {
  const { Html5Qrcode } = await import('html5-qrcode');
  const reader = new Html5Qrcode(elementId, { verbose: false });
  await reader.start({ facingMode: 'environment' }, { fps: 10, qrbox: 240 }, (text) => onText(text), undefined);
  return {
    stop: async () => {
      if (reader.isScanning) await reader.stop();
      reader.clear();
    },
  };
}

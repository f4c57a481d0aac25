// Reading a QR code with html5-qrcode, loaded only when a scan starts: from the camera, or from a photo
// (for devices without a usable camera). The survey tablet and breakfast's "Scan room" use it.
/** The picture scaled to a width (the decoder misses codes in very large or very small pictures). */
async function scaled(file: File, width: number): Promise<File | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const ratio = width / bitmap.width;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.round(bitmap.height * ratio);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new File([blob], 'scaled.png', { type: 'image/png' }) : null;
  } catch {
    return null;
  }
}

/** Reads a QR code from a photo: as it is, then scaled to 800 and 400 px wide before giving up. */
export async function scanPhoto(file: File, elementId: string): Promise<string> {
  const { Html5Qrcode } = await import('html5-qrcode');
  const reader = new Html5Qrcode(elementId, { verbose: false });
  try {
    try {
      return await reader.scanFile(file, false);
    } catch (first) {
      for (const width of [800, 400]) {
        const smaller = await scaled(file, width);
        if (!smaller) break;
        try {
          return await reader.scanFile(smaller, false);
        } catch {
          /* the next size */
        }
      }
      throw first;
    }
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

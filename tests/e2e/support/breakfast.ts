import { expect, type Page } from '@playwright/test';
import type { BreakfastMonth } from '../../../src/contract/breakfast';
import { branchToday } from '../../../src/domain/branches';
import { apiGet, apiLogin, type AppModel } from './fixtures';

export const SUPERVISOR = 'supervisor.hbt1@sumbook.test'; // role 3, branch 3 (40 rooms)

/** Page model of /breakfast_report: the tablet grid, the phone day cards, the day sheet, the scanners. */
export class BreakfastModel {
  constructor(
    readonly page: Page,
    readonly app: AppModel,
  ) {}
  private get here() {
    return this.app.current();
  }
  async open(path = '/breakfast_report'): Promise<void> {
    await this.page.goto(path);
    await expect(this.here.getByTestId('bf-load')).toBeVisible({ timeout: 20_000 });
  }
  async loaded(text: string | RegExp): Promise<void> {
    await expect(this.here.getByTestId('bf-title')).toHaveText(text, { timeout: 40_000 });
  }
  cell(colum: string, day: number) {
    return this.here.getByTestId(`bf-cell-${colum}-${day}`);
  }
  row(id: 'in-house' | 'have-bf' | 'total' | 'capacity') {
    return this.here.getByTestId(`bf-row-${id}`);
  }
  sheet() {
    return this.page.locator('ion-modal[data-testid=bf-day-sheet]:not(.overlay-hidden)');
  }
  async openDay(day: number): Promise<void> {
    await this.here.getByRole('button', { name: `Quick edit of day ${day}` }).click();
    await expect(this.sheet()).toBeVisible();
  }
  /** Types a count in the open day sheet and leaves the field (which saves it). */
  async type(colum: string, value: number): Promise<void> {
    const input = this.sheet().getByTestId(`bf-q-${colum}`);
    await input.fill(String(value));
    await input.press('Enter');
  }
  async closeSheet(): Promise<void> {
    await this.sheet().getByTestId('bf-sheet-done').click();
    await expect(this.sheet()).toHaveCount(0);
  }
  outboxCount() {
    return this.here.getByTestId('outbox-count');
  }
  toast(text: string) {
    return this.page.locator('[data-testid=toast]').filter({ hasText: text });
  }
}

/** Branch 3's today and month. */
export function today3() {
  const today = branchToday(3);
  return { month: today.slice(0, 7), day: Number(today.slice(8, 10)) };
}

/** The month as the server holds it (a room's count on a day; 0 when never written). */
export async function serverBreakfast(url: string, month: string, email = SUPERVISOR) {
  const token = await apiLogin(url, email);
  const res = await apiGet<{ data: BreakfastMonth }>(url, token, `/sup_report/breakfast/3/get_data/${month}`);
  return {
    data: res.data,
    room: (room: string, day: number) => res.data.listRoom.find((c) => c.room === room && c.day === day)?.value ?? 0,
  };
}

/** A photo of one of branch 3's printed room QR cards (from /make_qr_survey) and its room. */
export async function roomCardPhoto(page: Page, app: AppModel): Promise<{ photo: Buffer; room: string }> {
  await page.goto('/make_qr_survey');
  await app.current().getByRole('button', { name: 'Load Data' }).click();
  const card = app.current().locator('.qr-preview [data-testid=qr-card]').nth(1);
  await expect(card).toBeVisible();
  const room = (await card.getAttribute('data-room')) ?? '';
  const photo = await card.screenshot({ scale: 'css', animations: 'disabled' });
  return { photo, room };
}

/**
 * A Y4M video (what Chromium's fake camera plays) of a picture: drawn in the page on white at 640x480,
 * then turned into I420 frames here.
 */
export async function videoOf(page: Page, png: Buffer): Promise<Buffer> {
  const W = 640;
  const H = 480;
  const rgba = await page.evaluate(
    async ({ src, W, H }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = W;
      c.height = H;
      const g = c.getContext('2d')!;
      g.fillStyle = '#fff';
      g.fillRect(0, 0, W, H);
      const scale = Math.min((W * 0.9) / img.width, (H * 0.9) / img.height);
      const w = img.width * scale;
      const h = img.height * scale;
      g.drawImage(img, (W - w) / 2, (H - h) / 2, w, h);
      const data = g.getImageData(0, 0, W, H).data;
      let bin = '';
      for (let i = 0; i < data.length; i++) bin += String.fromCharCode(data[i]);
      return btoa(bin);
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, W, H },
  );
  const px = Buffer.from(rgba, 'base64');
  const y = Buffer.alloc(W * H);
  const u = Buffer.alloc((W * H) / 4);
  const v = Buffer.alloc((W * H) / 4);
  for (let j = 0; j < H; j++)
    for (let i = 0; i < W; i++) {
      const k = (j * W + i) * 4;
      const [r, g, b] = [px[k], px[k + 1], px[k + 2]];
      y[j * W + i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (j % 2 === 0 && i % 2 === 0) {
        const q = (j / 2) * (W / 2) + i / 2;
        u[q] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[q] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]);
}

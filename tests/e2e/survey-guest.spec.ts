import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/expected';
import { codesOf } from './support/survey';
import { picture } from './support/page-checks';

const SUPERVISOR = 'supervisor.hbt1@sumbook.test';

test.describe('phone', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'a guest on a phone');

  test("a guest opens a room's QR link, answers in Japanese, sends, and sees the answers read-only on a second scan", async ({
    page,
    server,
  }) => {
    const code = (await codesOf(server.url, SUPERVISOR, 3)).filter((c) => c.target === 'room')[5];
    await page.goto(`/s/${code.token}`);
    await expect(page.getByRole('heading', { name: 'Q1. ご宿泊の期間' })).toBeVisible();
    await expect(page.getByText(code.room, { exact: true })).toBeVisible();
    // Branch 3 has no massage: nine Q5 items.
    await expect(page.locator('.score-row')).toHaveCount(9);
    await page.getByRole('radio', { name: '2〜6泊' }).click();
    await page.getByRole('radio', { name: '30代' }).click();
    await page.getByRole('radio', { name: 'フロント 5 とても良い' }).click();
    // A 1 on room equipment opens the improvement points; a 3 clears them.
    await page.getByRole('radio', { name: '客室設備 1 とても悪い' }).click();
    const improve = page.getByTestId('improve-roomEquipment');
    await expect(improve).toBeVisible();
    await improve.getByRole('checkbox', { name: 'エアコン' }).click();
    await expect(improve.getByRole('checkbox', { name: 'エアコン' })).toHaveAttribute('aria-checked', 'true');
    await picture(page, 'survey-guest-phone.png');
    await page.getByRole('radio', { name: '客室設備 3 普通' }).click();
    await expect(improve).toHaveCount(0);
    await page.getByRole('radio', { name: '客室設備 1 とても悪い' }).click();
    await expect(page.getByTestId('improve-roomEquipment').getByRole('checkbox', { name: 'エアコン' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await page.getByRole('radio', { name: 'はい' }).click();
    await page.getByLabel('Q8. ご意見・ご感想').fill('<b>とても快適</b>でした');
    await expectNoSidewaysScroll(page);
    // A reload keeps what was typed.
    await page.reload();
    await expect(page.getByLabel('Q8. ご意見・ご感想')).toHaveValue('<b>とても快適</b>でした');
    await page.getByRole('button', { name: '完了' }).click();
    await expect(page.getByTestId('survey-thanks')).toContainText('ご回答ありがとうございました');
    // The second scan the same day: read-only, the text shown as typed (not as markup).
    await page.goto(`/s/${code.token}`);
    const ro = page.getByTestId('survey-readonly');
    await expect(ro).toContainText('本日このアンケートは回答済みです');
    await expect(ro).toContainText('<b>とても快適</b>でした');
    await expect(ro).toContainText('2〜6泊');
    await expect(page.getByRole('button', { name: '完了' })).toHaveCount(0);
    await picture(page, 'survey-readonly-phone.png', { fullPage: true });
  });

  test("a bad code shows a friendly page; the Rotenburo box keeps Complete disabled while empty; the reception code asks the room and asks again for one it doesn't know", async ({
    page,
    server,
  }) => {
    await page.goto('/s/AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB');
    await expect(page.getByTestId('survey-error')).toContainText('This survey link is not valid any more');
    // A cut or mangled link reads the same (not the contract's "Not a survey code").
    await page.goto('/s/garbage');
    await expect(page.getByTestId('survey-error')).toContainText('This survey link is not valid any more');
    await expect(page.getByTestId('survey-error')).toContainText('このアンケートのリンクは無効です');
    const codes = await codesOf(server.url, SUPERVISOR, 3, 'en');
    const roten = codes.find((c) => c.target === 'roten');
    await page.goto(`/s/${roten?.token}`);
    await page.getByRole('button', { name: 'English' }).click();
    const complete = page.getByRole('button', { name: 'Complete' });
    await expect(complete).toBeDisabled();
    await page.getByLabel(/opinion of the Rotenburo/).fill('Lovely hot water');
    await expect(complete).toBeEnabled();
    await complete.click();
    await expect(page.getByTestId('survey-thanks')).toBeVisible();
    // The reception's code on a phone: the room first; a room the branch does not have is asked again and
    // the answers stay.
    const home = codes.find((c) => c.target === 'home');
    const room = codes.filter((c) => c.target === 'room')[1].room;
    await page.goto(`/s/${home?.token}`);
    await page.getByLabel('Please enter your room number').fill('9999');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('.room-tag')).toHaveText('9999');
    await page.getByRole('radio', { name: 'Reception 4 Good' }).click();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not find this room number. Please check it.');
    await page.getByLabel('Please enter your room number').fill(room);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('.room-tag')).toHaveText(room);
    await expect(page.getByRole('radio', { name: 'Reception 4 Good' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByTestId('survey-thanks')).toBeVisible();
  });
  test("the reception's code shows a guest's answers again on their own phone, and to no other phone", async ({
    page,
    browser,
    server,
  }) => {
    const codes = await codesOf(server.url, SUPERVISOR, 3, 'en');
    const home = codes.find((c) => c.target === 'home');
    const room = codes.filter((c) => c.target === 'room')[7].room;
    const openRoom = async (p: typeof page) => {
      await p.goto(`/s/${home?.token}`);
      await p.getByLabel('Please enter your room number').fill(room);
      await p.getByRole('button', { name: 'Next' }).click();
    };
    await openRoom(page);
    await page.getByRole('radio', { name: 'Reception 4 Good' }).click();
    await page.getByLabel('Q8. Any other comments').fill('Quiet room, kind staff');
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByTestId('survey-thanks')).toBeVisible();
    // Scanned again on the same phone (a new tab): the guest's own answers.
    const again = await page.context().newPage();
    await openRoom(again);
    await expect(again.getByTestId('survey-readonly')).toContainText('Quiet room, kind staff');
    // Another phone with the desk's code and the same room: answered, not what.
    const other = await (
      await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } })
    ).newPage();
    await openRoom(other);
    const ro = other.getByTestId('survey-readonly');
    await expect(ro).toContainText('This room has already answered the survey today.');
    await expect(ro).not.toContainText('Quiet room');
    await picture(other, 'survey-reception-hidden-phone.png');
  });
});

test.describe('tablet', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'the survey tablet');

  test('a tablet is activated with the branch pass, takes a survey for a room and returns home after 5 seconds', async ({
    page,
    server,
  }) => {
    const room = (await codesOf(server.url, SUPERVISOR, 3)).filter((c) => c.target === 'room')[2].room;
    await page.goto('/s/tablet');
    await page.getByLabel('Branch').selectOption({ label: 'Hai Ba Trung 1' });
    await page.getByLabel('Pass').fill('wrong');
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong pass');
    await page.getByLabel('Pass').fill('tablet2026');
    await page.getByRole('button', { name: 'Activate' }).click();
    const home = page.getByTestId('tablet-home');
    await expect(home).toContainText('make survey on this tablet');
    await expect(page.getByTestId('tablet-qr').locator('svg')).toBeVisible();
    await picture(page, 'survey-tablet-home.png');
    await page.getByLabel('Room number').fill(room);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('radio', { name: 'Reception 4 Good' }).click();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByTestId('survey-thanks')).toBeVisible();
    await expect(page.getByTestId('back-home-countdown')).toContainText(/Back to the start in [1-5] s/);
    await picture(page, 'survey-tablet-thanks.png');
    // Back home by itself after the 5-second countdown.
    await expect(home).toBeVisible({ timeout: 10_000 });
    // The same room again today: the first answers, read-only, and a way back home.
    await page.getByLabel('Room number').fill(room);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('survey-readonly')).toBeVisible();
    await page.getByRole('button', { name: /最初に戻る/ }).click();
    await expect(home).toBeVisible();
  });

  test('a printed QR card, scanned from a photo on the survey tablet with html5-qrcode, opens that room', async ({
    app,
    page,
    browser,
    server,
  }) => {
    await app.signInAs(SUPERVISOR);
    await page.goto('/make_qr_survey');
    await app.current().getByRole('button', { name: 'Load Data' }).click();
    const card = app.current().locator('.qr-preview [data-testid=qr-card]').nth(1);
    await expect(card).toBeVisible();
    const room = await card.getAttribute('data-room');
    await expect(card).toContainText(`Room ${room}`);
    await expect(card).toContainText('Hai Ba Trung 1');
    const photo = await card.screenshot({ path: '/tmp/survey-qr-card.png', scale: 'css', animations: 'disabled' });
    // The survey tablet of the same branch, in a browser of its own.
    const tablet = await (
      await browser.newContext({ baseURL: server.url, viewport: { width: 820, height: 1180 } })
    ).newPage();
    await tablet.goto('/s/tablet');
    await tablet.getByLabel('Branch').selectOption({ label: 'Hai Ba Trung 1' });
    await tablet.getByLabel('Pass').fill('tablet2026');
    await tablet.getByRole('button', { name: 'Activate' }).click();
    await expect(tablet.getByTestId('tablet-home')).toBeVisible();
    await tablet
      .getByLabel('Scan from photo')
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: photo });
    await expect(tablet.locator('.room-tag')).toHaveText(room ?? '');
    await expect(tablet.getByRole('heading', { name: 'Q1. ご宿泊の期間' })).toBeVisible();
    // Something that is not a card of this site is refused with a clear message.
    await tablet.goto('/s/tablet');
    await tablet
      .getByLabel('Scan from photo')
      .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(tablet.getByRole('alert')).toHaveText('No QR code found in this picture.');
  });
});

// The demo training library: Reception (Basic, Check-in, Payment), Housekeeping, Massage, Kitchen and
// Safety, 21 videos. The ids have YouTube's form; a real installation stores its own channel's ids.
import type { Db } from '../../db/connection';

type DemoVideo = [id: string, category: string, sub: string, title: string, description: string];

export const DEMO_VIDEOS: DemoVideo[] = [
  [
    'q3Xb7LrT0aE',
    'Reception',
    'Basic',
    'Đón khách tại quầy lễ tân',
    'Welcoming a guest at the front desk: standing, greeting in Japanese, English and Vietnamese, offering the cold towel and tea.',
  ],
  [
    'Vn8pK2dWm4s',
    'Reception',
    'Basic',
    'Telephone manners',
    'Answering within three rings, the greeting, taking a message for a guest and ending the call politely.',
  ],
  [
    'h1ZfQe9RcLk',
    'Reception',
    'Basic',
    'Trang phục và tác phong',
    'Uniform, name badge, hair and posture at the desk; what a guest notices in the first ten seconds.',
  ],
  [
    'tY5uJm3oP8w',
    'Reception',
    'Check-in',
    'Check-in step by step',
    'Passport scan, registration card, key card, breakfast coupon and the Rotenburo hours, in the order guests expect.',
  ],
  [
    'B6nW0xGaH2c',
    'Reception',
    'Check-in',
    'Early check-in and late check-out',
    'When to charge half a day, how to offer the luggage room and how the sum records short and late stays.',
  ],
  [
    'kR4sD7vLq1Z',
    'Reception',
    'Check-in',
    'Nhận phòng cho khách đoàn',
    'Group check-in: the rooming list, keys prepared in envelopes, and the company invoice left as debit.',
  ],
  [
    'Xe2cT9bNf5M',
    'Reception',
    'Payment',
    'Taking card payments',
    'VCB and other cards, the terminal slip, matching the amount to the invoice and the card lines of the sum.',
  ],
  [
    'm7GhY1pUz3Q',
    'Reception',
    'Payment',
    'Cash in three currencies',
    'Counting VND, USD and yen, the day rate, giving change and closing the cash register at the end of the shift.',
  ],
  [
    'J0wLk6sEr8V',
    'Reception',
    'Payment',
    'Hoá đơn VAT cho công ty',
    'Issuing a VAT invoice to a company: tax code, the 8 percent room VAT and the service price conversion.',
  ],
  [
    'a9QmZ4tYx2B',
    'Housekeeping',
    '',
    'Making a bed in five minutes',
    'Sheets, duvet cover and pillows the Azumaya way, with the corners checked by the supervisor.',
  ],
  [
    'Pd3Kr8nVe6H',
    'Housekeeping',
    '',
    'Dọn phòng sau khi khách trả phòng',
    'Cleaning a room after check-out: order of work, bathroom, amenities refill and the minibar count.',
  ],
  [
    'w5Tj0oLc7Nf',
    'Housekeeping',
    '',
    'Lost and found',
    'What to do with an item left in a room: the log book, the photo, and calling the guest.',
  ],
  [
    'F2sAe9Gm1Ru',
    'Massage',
    '',
    'Foot massage: the 40-minute course',
    'The sequence of the 40-minute foot massage, pressure points and asking the guest about strength.',
  ],
  [
    'c8YhN3vQz0K',
    'Massage',
    '',
    'Massage toàn thân 70 phút',
    'The 70-minute body massage: preparation of the room, oil, towels and the order of the course.',
  ],
  [
    'Lx6Ub1rWp4D',
    'Massage',
    '',
    'Hygiene in the massage room',
    'Changing towels and sheets between guests, cleaning the beds and the foot bath.',
  ],
  [
    'e4Jq7Hs2Vn9',
    'Kitchen',
    '',
    'Japanese breakfast set',
    'Grilled fish, miso soup, rice and side dishes: preparing the set for 7:00 and keeping it warm.',
  ],
  [
    'R1oGk5Xy8Tb',
    'Kitchen',
    '',
    'Vệ sinh an toàn thực phẩm',
    'Food safety: storing raw and cooked food apart, fridge temperatures and the daily check sheet.',
  ],
  [
    'z9Cw3Md6Lp0',
    'Kitchen',
    '',
    'Onigiri for early departures',
    'Making onigiri for guests who leave before breakfast and recording them in the breakfast report.',
  ],
  [
    'N7bVf2Qk4Ej',
    'Safety',
    '',
    'Fire drill and evacuation',
    'The alarm, the evacuation route for each floor, the assembly point and counting guests and staff.',
  ],
  [
    'u0Sx8Ra5Yh3',
    'Safety',
    '',
    'Sơ cứu cơ bản',
    'Basic first aid: burns, cuts, a guest who faints in the Rotenburo, and when to call 115.',
  ],
  [
    'G3dPz6Wm9Kc',
    'Safety',
    '',
    'Elevator stop: what to do',
    'A guest stuck in the elevator: the intercom, calling maintenance, and keeping the guest calm.',
  ],
];

/** The library is reference data of the demo: written once, with the demo's other data. */
export async function seedEducation(db: Db): Promise<void> {
  await db
    .insertInto('education_videos')
    .values(
      DEMO_VIDEOS.map(([id, category, sub, title, description], sort) => ({
        id,
        category,
        sub_category: sub,
        title,
        description,
        sort,
      })),
    )
    .execute();
}

// The demo website content: one structure for every language (the website's targets, spec 3 section 2),
// filled from each language's phrases (en.ts, ja.ts, vi.ts, ko.ts). Branches come from the chain's list.
import { BRANCHES } from '../../../../domain/branches';
import type { ContentTarget } from '../../../../domain/content';

type Pair = readonly [string, string];

/** The words of one language. Tuples are [title, text] unless named otherwise. */
export interface Phrases {
  areaNames: Record<string, string>;
  header: { slogan: string; menu: readonly string[]; bookNow: string; hotline: string };
  home: {
    title: string;
    subTitle: string;
    intro: string;
    highlights: readonly Pair[];
    spaHeading: string;
    spaText: string;
    /** [service name, duration] (prices are the same in every language). */
    spa: readonly Pair[];
    faq: readonly Pair[];
    newsTitle: string;
  };
  account: {
    title: string;
    login: string;
    logout: string;
    email: string;
    password: string;
    forgot: string;
    register: string;
    profileTitle: string;
    profileFields: readonly string[];
    messages: readonly Pair[];
  };
  memberShip: {
    title: string;
    intro: string;
    /** [rank, condition, benefits separated by '|']. */
    ranks: readonly (readonly [string, string, string])[];
    howToJoin: readonly string[];
    terms: readonly string[];
  };
  branchDetail: {
    labels: readonly Pair[];
    facilities: readonly string[];
    /** [service, hours]. */
    services: readonly Pair[];
    notes: readonly string[];
  };
  area: { title: string; intro: string; areaIntro: string };
  branch: { title: string; intro: string; serviceNames: { rotenburo: string; massage: string; breakfast: string } };
  checkBranch: {
    title: string;
    text: string;
    selectArea: string;
    selectBranch: string;
    noVacancy: string;
    button: string;
  };
  booking: {
    title: string;
    steps: readonly Pair[];
    fields: readonly Pair[];
    payment: readonly string[];
    cancelPolicy: readonly string[];
    confirm: string;
    success: string;
  };
  room: {
    title: string;
    /** [name, bed, note, amenities separated by '|']. */
    types: readonly (readonly [string, string, string, string])[];
  };
}

const ADDRESSES: Record<number, [string, string]> = {
  1: ['16/1 Thai Van Lung, Ben Nghe, District 1, Ho Chi Minh City', '+84 28 3822 7101'],
  2: ['8A/11 Thai Van Lung, Ben Nghe, District 1, Ho Chi Minh City', '+84 28 3822 7102'],
  3: ['22 Hai Ba Trung, Hoan Kiem, Ha Noi', '+84 24 3936 3103'],
  4: ['19 Le Thanh Ton, Ben Nghe, District 1, Ho Chi Minh City', '+84 28 3824 7104'],
  5: ['16 Kim Ma Thuong, Ba Dinh, Ha Noi', '+84 24 3266 5105'],
  7: ['120 Vo Nguyen Giap, Son Tra, Da Nang', '+84 236 395 7107'],
  8: ['18 Kim Ma Thuong, Ba Dinh, Ha Noi', '+84 24 3266 5108'],
  9: ['10 Thai Van Lung, Ben Nghe, District 1, Ho Chi Minh City', '+84 28 3822 7109'],
  11: ['No. 31, Street 51, Boeng Keng Kang 1, Phnom Penh', '+855 23 987 111'],
  12: ['9 Linh Lang, Cong Vi, Ba Dinh, Ha Noi', '+84 24 3762 1112'],
  13: ['52 Lach Tray, Ngo Quyen, Hai Phong', '+84 225 383 1113'],
  14: ['No. 7 Inya Road, Kamayut, Yangon', '+95 1 230 1114'],
  15: ['20 Kim Ma Thuong, Ba Dinh, Ha Noi', '+84 24 3266 5115'],
  16: ['12 Dao Tan, Cong Vi, Ba Dinh, Ha Noi', '+84 24 3762 1116'],
};

const NO_MASSAGE = new Set([3, 4, 8, 15]);
const SPA_PRICES = ['250,000 VND', '400,000 VND', '520,000 VND', '150,000 VND', '120,000 VND'];
const ROOM_SIZES = ['18 m²', '22 m²', '28 m²', '45 m²'];
const ROOM_CAPACITY = [1, 2, 2, 3];

const split = (s: string) => s.split('|').map((x) => x.trim());

function branches(p: Phrases) {
  return BRANCHES.map((b) => {
    const [address, phone] = ADDRESSES[b.id] ?? ['', ''];
    const services = [p.branch.serviceNames.breakfast, p.branch.serviceNames.rotenburo];
    if (!NO_MASSAGE.has(b.id)) services.push(p.branch.serviceNames.massage);
    return {
      id: b.id,
      code: b.code,
      name: `Azumaya ${b.name}`,
      area: p.areaNames[b.area] ?? b.area,
      address,
      phone,
      rooms: b.rooms,
      services,
    };
  });
}

/** The ten targets of one language. */
export function buildContent(p: Phrases): Record<ContentTarget, Record<string, unknown>> {
  const list = branches(p);
  const areas = [...new Set(BRANCHES.map((b) => b.area))];
  return {
    header: {
      logo: 'AZUMAYA',
      slogan: p.header.slogan,
      menu: p.header.menu.map((label, i) => ({
        label,
        link: ['/', '/area', '/room', '/spa', '/membership', '/booking', '/contact'][i] ?? '/',
      })),
      hotline: p.header.hotline,
      bookNow: p.header.bookNow,
      languages: ['English', '日本語', 'Tiếng Việt', '한국어'],
    },
    home: {
      title: p.home.title,
      subTitle: p.home.subTitle,
      intro: p.home.intro,
      highlights: p.home.highlights.map(([title, text]) => ({ title, text })),
      spa: {
        heading: p.home.spaHeading,
        text: p.home.spaText,
        services: p.home.spa.map(([name, duration], i) => ({ name, duration, price: SPA_PRICES[i] ?? '' })),
      },
      faq: p.home.faq.map(([question, answer]) => ({ question, answer })),
      newsTitle: p.home.newsTitle,
    },
    account: {
      title: p.account.title,
      login: p.account.login,
      logout: p.account.logout,
      email: p.account.email,
      password: p.account.password,
      forgotPassword: p.account.forgot,
      register: p.account.register,
      profile: { title: p.account.profileTitle, fields: [...p.account.profileFields] },
      messages: p.account.messages.map(([code, text]) => ({ code, text })),
    },
    memberShip: {
      title: p.memberShip.title,
      intro: p.memberShip.intro,
      ranks: p.memberShip.ranks.map(([name, condition, benefits]) => ({
        name,
        condition,
        benefits: split(benefits),
      })),
      howToJoin: [...p.memberShip.howToJoin],
      terms: [...p.memberShip.terms],
    },
    branchDetail: {
      labels: Object.fromEntries(p.branchDetail.labels),
      facilities: [...p.branchDetail.facilities],
      services: p.branchDetail.services.map(([name, hours]) => ({ name, hours })),
      notes: [...p.branchDetail.notes],
    },
    area: {
      title: p.area.title,
      intro: p.area.intro,
      areas: areas.map((a) => ({
        name: p.areaNames[a] ?? a,
        intro: p.area.areaIntro.replace('{area}', p.areaNames[a] ?? a),
        branches: list
          .filter((b) => b.area === (p.areaNames[a] ?? a))
          .map((b) => ({ name: b.name, address: b.address, phone: b.phone })),
      })),
    },
    branch: { title: p.branch.title, intro: p.branch.intro, list },
    checkBranch: { ...p.checkBranch },
    booking: {
      title: p.booking.title,
      steps: p.booking.steps.map(([title, text], i) => ({ step: i + 1, title, text })),
      fields: Object.fromEntries(p.booking.fields),
      payment: [...p.booking.payment],
      cancelPolicy: [...p.booking.cancelPolicy],
      confirm: p.booking.confirm,
      success: p.booking.success,
    },
    room: {
      title: p.room.title,
      checkIn: '14:00',
      checkOut: '12:00',
      types: p.room.types.map(([name, bed, note, amenities], i) => ({
        name,
        size: ROOM_SIZES[i] ?? '',
        bed,
        capacity: ROOM_CAPACITY[i] ?? 2,
        amenities: split(amenities),
        note,
      })),
    },
  };
}

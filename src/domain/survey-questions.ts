// The guest survey's questions Q1-Q8 (document 4 "Guest survey") in Japanese, English and Vietnamese.
// Choices are stable keys; their labels are data here, shown by the public survey page, the staff
// screens, the Excel sheet and the report mail alike.
import { hasMassage } from './packages';
import { SUB_SCORES, type SubScore } from './survey';

export const SURVEY_LANGS = ['ja', 'en', 'vi'] as const;
export type SurveyLang = (typeof SURVEY_LANGS)[number];
export type Label = Record<SurveyLang, string>;

export interface Choice {
  key: string;
  label: Label;
}
const c = (key: string, en: string, ja: string, vi: string): Choice => ({ key, label: { en, ja, vi } });

export const Q1_CHOICES: readonly Choice[] = [
  c('1night', '1 night', '1泊', '1 đêm'),
  c('2to6nights', '2-6 nights', '2〜6泊', '2-6 đêm'),
  c('1to4weeks', '1-4 weeks', '1〜4週間', '1-4 tuần'),
  c('1monthPlus', '1 month or more', '1ヶ月以上', 'Từ 1 tháng trở lên'),
];
export const Q2_CHOICES: readonly Choice[] = [
  c('secret', 'Prefer not to say', '秘密', 'Bí mật'),
  c('under20', 'Under 20', '20歳未満', 'Dưới 20'),
  c('20s', '20s', '20代', '20-29'),
  c('30s', '30s', '30代', '30-39'),
  c('40s', '40s', '40代', '40-49'),
  c('50plus', '50 and over', '50代以上', 'Từ 50 trở lên'),
];
export const Q3_CHOICES: readonly Choice[] = [
  c('first', 'First time', '初めて', 'Lần đầu'),
  c('second', 'Second time', '2回目', 'Lần thứ hai'),
  c('third', 'Third time', '3回目', 'Lần thứ ba'),
  c('more', 'More than three times', '4回以上', 'Nhiều hơn ba lần'),
];
export const Q4_CHOICES: readonly Choice[] = [
  c('company', 'Company arrangement', '会社の手配', 'Công ty sắp xếp'),
  c('introduction', 'Introduction', '紹介', 'Được giới thiệu'),
  c('website', 'Website', 'ウェブサイト', 'Trang web'),
  c('signboard', 'Signboard', '看板', 'Biển hiệu'),
  c('google', 'Google', 'Google', 'Google'),
  c('social', 'Social media', 'SNS', 'Mạng xã hội'),
  c('poste', 'POSTE', 'POSTE', 'POSTE'),
  c('magazine', 'Magazine', '雑誌', 'Tạp chí'),
  c('other', 'Other', 'その他', 'Khác'),
];
/** Q5's five scores; 0 (blank) = not used. */
export const SCORE_LABELS: Record<1 | 2 | 3 | 4 | 5, Label> = {
  1: { en: 'Very bad', ja: 'とても悪い', vi: 'Rất tệ' },
  2: { en: 'Bad', ja: '悪い', vi: 'Tệ' },
  3: { en: 'Normal', ja: '普通', vi: 'Bình thường' },
  4: { en: 'Good', ja: '良い', vi: 'Tốt' },
  5: { en: 'Very good', ja: 'とても良い', vi: 'Rất tốt' },
};
export const NOT_USED: Label = { en: 'Not used', ja: '利用なし', vi: 'Không sử dụng' };

export const SUB_SCORE_LABELS: Record<SubScore, Label> = {
  price: { en: 'Room rate', ja: '宿泊料金', vi: 'Giá phòng' },
  reception: { en: 'Reception', ja: 'フロント', vi: 'Lễ tân' },
  otherAttitude: { en: 'Other staff', ja: 'その他スタッフの対応', vi: 'Nhân viên khác' },
  breakfastTaste: { en: 'Breakfast taste', ja: '朝食の味', vi: 'Hương vị bữa sáng' },
  breakfastSpeed: { en: 'Breakfast speed', ja: '朝食の提供速度', vi: 'Tốc độ phục vụ bữa sáng' },
  roomEquipment: { en: 'Room equipment', ja: '客室設備', vi: 'Thiết bị phòng' },
  roomCleanliness: { en: 'Room cleanliness', ja: '客室の清潔さ', vi: 'Vệ sinh phòng' },
  otherCleanliness: { en: 'Cleanliness outside the room', ja: '客室以外の清潔さ', vi: 'Vệ sinh ngoài phòng' },
  rotenburo: { en: 'Rotenburo (open-air bath)', ja: '露天風呂', vi: 'Rotenburo (bồn tắm ngoài trời)' },
  massage: { en: 'Massage', ja: 'マッサージ', vi: 'Massage' },
};

/** "Improvement point" choices opened by a score of 1 or 2 (document 4); other items have none. */
export const IMPROVEMENT_CHOICES: Partial<Record<SubScore, readonly Choice[]>> = {
  roomEquipment: [
    c('internet', 'Internet', 'インターネット', 'Internet'),
    c('furniture', 'Furniture', '家具', 'Nội thất'),
    c('tv', 'TV', 'テレビ', 'TV'),
    c('bathroom', 'Bathroom', 'バスルーム', 'Phòng tắm'),
    c('aircon', 'Air conditioner', 'エアコン', 'Điều hòa'),
    c('mattress', 'Mattress', 'マットレス', 'Nệm'),
    c('other', 'Other', 'その他', 'Khác'),
  ],
  roomCleanliness: [
    c('room', 'Room', '部屋', 'Phòng'),
    c('smell', 'Smell', '匂い', 'Mùi'),
    c('bathroom', 'Bathroom', 'バスルーム', 'Phòng tắm'),
    c('linen', 'Linen', 'リネン', 'Khăn, ga'),
    c('other', 'Other', 'その他', 'Khác'),
  ],
  rotenburo: [
    c('notUsed', 'Not used', '利用していない', 'Không sử dụng'),
    c('cleanliness', 'Cleanliness', '清潔さ', 'Vệ sinh'),
    c('temperature', 'Temperature', '温度', 'Nhiệt độ'),
    c('crowded', 'Too crowded', '混雑', 'Quá đông'),
    c('other', 'Other', 'その他', 'Khác'),
  ],
  massage: [
    c('notUsed', 'Not used', '利用していない', 'Không sử dụng'),
    c('quality', 'Quality', '施術の質', 'Chất lượng'),
    c('attitude', 'Staff attitude', 'スタッフの対応', 'Thái độ nhân viên'),
    c('environment', 'Environment', '環境', 'Môi trường'),
    c('other', 'Other', 'その他', 'Khác'),
  ],
};
export const Q6_CHOICES: readonly Choice[] = [
  c('price', 'Price', '価格', 'Giá'),
  c('location', 'Location', '立地', 'Vị trí'),
  c('bath', 'Open-air bath', '露天風呂', 'Bồn tắm ngoài trời'),
  c('cleanliness', 'Cleanliness', '清潔さ', 'Sạch sẽ'),
  c('breakfast', 'Breakfast', '朝食', 'Bữa sáng'),
  c('facilities', 'Facilities', '設備', 'Cơ sở vật chất'),
  c('staff', 'Staff attitude', 'スタッフの対応', 'Thái độ nhân viên'),
  c('japaneseTv', 'Japanese TV', '日本のテレビ', 'Truyền hình Nhật Bản'),
  c('internet', 'Internet', 'インターネット', 'Internet'),
  c('massage', 'Massage', 'マッサージ', 'Massage'),
  c('japaneseService', 'Japanese-speaking service', '日本語対応', 'Phục vụ bằng tiếng Nhật'),
  c('japaneseRestaurant', 'Japanese restaurant', '日本食レストラン', 'Nhà hàng Nhật'),
  c('other', 'Other', 'その他', 'Khác'),
];
export const Q7_CHOICES: readonly Choice[] = [
  c('yes', 'Yes', 'はい', 'Có'),
  c('unknown', "Don't know", 'わからない', 'Chưa biết'),
  c('no', 'No', 'いいえ', 'Không'),
];

/** Branch 11 says Cambodia / Phnom Penh where the others say Vietnam. */
export function countryName(branchId: number, lang: SurveyLang): string {
  if (branchId === 11)
    return { en: 'Cambodia (Phnom Penh)', ja: 'カンボジア（プノンペン）', vi: 'Campuchia (Phnôm Pênh)' }[lang];
  return { en: 'Vietnam', ja: 'ベトナム', vi: 'Việt Nam' }[lang];
}

export interface QuestionTexts {
  title: string;
  q1: string;
  q2: string;
  q3: string;
  q4: string;
  q5: string;
  q5Hint: string;
  improvement: string;
  q6: string;
  q7: string;
  q8: string;
  roten: string;
  complete: string;
  thanks: string;
  alreadySent: string;
}

/** The page's texts for a branch: the country follows the branch (document 4). */
export function questionTexts(branchId: number, lang: SurveyLang): QuestionTexts {
  const country = countryName(branchId, lang);
  const t: Record<SurveyLang, QuestionTexts> = {
    en: {
      title: `Guest survey: please help us serve you better (about 1 minute)`,
      q1: 'Q1. How long is your stay?',
      q2: 'Q2. Your age',
      q3: `Q3. How many times have you stayed with us in ${country}?`,
      q4: 'Q4. How did you know about us?',
      q5: 'Q5. Please rate each service (1 very bad - 5 very good; leave blank if not used)',
      q5Hint: 'Blank = not used',
      improvement: 'Improvement point',
      q6: 'Q6. What matters to you when choosing a hotel? (several allowed)',
      q7: `Q7. Would you stay with us again when you come to ${country}?`,
      q8: 'Q8. Any other comments',
      roten: 'Please tell us your opinion of the Rotenburo (open-air bath)',
      complete: 'Complete',
      thanks: 'Thank you for your answers. They go directly to the management.',
      alreadySent: 'This survey was already answered today. Your answers:',
    },
    ja: {
      title: 'アンケートご協力のお願い（約1分）：より良いサービスのために',
      q1: 'Q1. ご宿泊の期間',
      q2: 'Q2. 年齢',
      q3: `Q3. ${country}の当ホテルのご利用回数`,
      q4: 'Q4. 当ホテルを何で知りましたか',
      q5: 'Q5. 各サービスの評価（1 とても悪い 〜 5 とても良い、未利用は空欄）',
      q5Hint: '空欄＝利用なし',
      improvement: '改善点',
      q6: 'Q6. ホテル選びで重視する点（複数選択可）',
      q7: `Q7. 次回${country}にお越しの際もご利用いただけますか`,
      q8: 'Q8. ご意見・ご感想',
      roten: '露天風呂についてのご意見をお聞かせください',
      complete: '完了',
      thanks: 'ご回答ありがとうございました。回答は直接経営陣に届きます。',
      alreadySent: '本日このアンケートは回答済みです。ご回答内容：',
    },
    vi: {
      title: 'Khảo sát khách hàng: giúp chúng tôi phục vụ tốt hơn (khoảng 1 phút)',
      q1: 'Q1. Thời gian lưu trú của quý khách',
      q2: 'Q2. Độ tuổi',
      q3: `Q3. Quý khách đã lưu trú tại khách sạn chúng tôi ở ${country} bao nhiêu lần?`,
      q4: 'Q4. Quý khách biết đến chúng tôi qua đâu?',
      q5: 'Q5. Đánh giá từng dịch vụ (1 rất tệ - 5 rất tốt; để trống nếu không sử dụng)',
      q5Hint: 'Để trống = không sử dụng',
      improvement: 'Điểm cần cải thiện',
      q6: 'Q6. Điều quý khách coi trọng khi chọn khách sạn (chọn nhiều)',
      q7: `Q7. Quý khách có quay lại khi đến ${country} lần sau không?`,
      q8: 'Q8. Ý kiến khác',
      roten: 'Xin cho biết ý kiến của quý khách về Rotenburo (bồn tắm ngoài trời)',
      complete: 'Hoàn thành',
      thanks: 'Cảm ơn quý khách. Câu trả lời được gửi trực tiếp đến ban quản lý.',
      alreadySent: 'Khảo sát này đã được trả lời hôm nay. Câu trả lời:',
    },
  };
  return t[lang];
}

/** The Q5 items a branch shows: the massage score is hidden where the branch has no massage. */
export function visibleSubScores(branchId: number): SubScore[] {
  return SUB_SCORES.filter((s) => s !== 'massage' || hasMassage(branchId));
}

/** The text printed on a room's QR card (document 4). */
export const QR_CARD_TEXT = {
  title: 'QR Survey',
  lines: ['for better service', 'please help with our survey (about 1 minute)', 'results go directly to management'],
} as const;

export function labelOf(list: readonly Choice[], key: string | null | undefined, lang: SurveyLang = 'en'): string {
  return list.find((ch) => ch.key === key)?.label[lang] ?? '';
}

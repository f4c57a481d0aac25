// The demo notice templates (spec 3 section 2: bath repair or suspension, elevator stop or repair, breakfast
// set menu, internet cable fault, power cuts). Each notice is printed in Japanese, English and Vietnamese;
// lines marked edit (`e`) hold the times and places the staff fill in before printing.
import type { NoticeCategory, NoticeLine, NoticeTemplate } from '../../../domain/notice';

const t = (text: string): NoticeLine => ({ text, edit: false });
const e = (text: string): NoticeLine => ({ text, edit: true });
const gap = t('');

function notice(
  key: string,
  category: NoticeCategory,
  names: [string, string, string],
  content: NoticeLine[],
  fontSize = 22,
): NoticeTemplate {
  const [name, name2, name3] = names;
  return { key, category, name, name2, name3, fontSize, content };
}

export const DEMO_NOTICES: NoticeTemplate[] = [
  notice(
    'roten-repair',
    'rotenburo',
    ['Rotenburo repair', '露天風呂修理のお知らせ', 'Thông báo sửa chữa bồn tắm lộ thiên'],
    [
      t('露天風呂修理のお知らせ'),
      t('誠に申し訳ございませんが、修理のため露天風呂をご利用いただけません。'),
      e('期間：　　時　　分 ～ 　　時　　分'),
      gap,
      t('Notice: the Rotenburo (open-air bath) is closed for repair.'),
      e('Time: from ..:.. to ..:..'),
      gap,
      t('Thông báo: bồn tắm lộ thiên tạm đóng cửa để sửa chữa.'),
      e('Thời gian: từ ..:.. đến ..:..'),
      t('Xin lỗi quý khách vì sự bất tiện này.'),
    ],
  ),
  notice(
    'roten-suspension',
    'rotenburo',
    ['Rotenburo suspension', '露天風呂休止のお知らせ', 'Thông báo tạm ngừng bồn tắm lộ thiên'],
    [
      t('露天風呂休止のお知らせ'),
      t('本日、露天風呂の営業を休止させていただきます。'),
      e('休止日：'),
      gap,
      t('The Rotenburo (open-air bath) is not open today.'),
      e('Date:'),
      gap,
      t('Hôm nay bồn tắm lộ thiên tạm ngừng phục vụ.'),
      e('Ngày:'),
      t('Chân thành cảm ơn sự thông cảm của quý khách.'),
    ],
  ),
  notice(
    'elevator-stop',
    'elevator',
    ['Elevator stop', 'エレベーター停止のお知らせ', 'Thông báo dừng thang máy'],
    [
      t('エレベーター停止のお知らせ'),
      t('点検のため、エレベーターを停止いたします。階段をご利用ください。'),
      e('停止時間：　　時　　分 ～ 　　時　　分'),
      gap,
      t('The elevator is stopped for inspection. Please use the stairs.'),
      e('Time: from ..:.. to ..:..'),
      gap,
      t('Thang máy tạm dừng để kiểm tra. Quý khách vui lòng đi cầu thang bộ.'),
      e('Thời gian: từ ..:.. đến ..:..'),
    ],
  ),
  notice(
    'elevator-repair',
    'elevator',
    ['Elevator repair', 'エレベーター修理のお知らせ', 'Thông báo sửa chữa thang máy'],
    [
      t('エレベーター修理のお知らせ'),
      t('エレベーターの修理を行います。ご不便をおかけして申し訳ございません。'),
      e('修理期間：'),
      gap,
      t('The elevator is under repair. We apologise for the inconvenience.'),
      e('Repair period:'),
      gap,
      t('Thang máy đang được sửa chữa. Xin lỗi quý khách vì sự bất tiện này.'),
      e('Thời gian sửa chữa:'),
    ],
  ),
  notice(
    'breakfast-set',
    'breakfast',
    ['Breakfast set menu', '朝食セットメニューのお知らせ', 'Thông báo thực đơn bữa sáng set'],
    [
      t('朝食セットメニューのお知らせ'),
      t('本日の朝食はビュッフェではなく、セットメニューでのご提供となります。'),
      e('提供時間：　6時30分 ～ 9時30分'),
      gap,
      t('Breakfast today is served as a set menu instead of the buffet.'),
      e('Time: 6:30 - 9:30'),
      gap,
      t('Bữa sáng hôm nay được phục vụ theo suất (set) thay cho buffet.'),
      e('Thời gian: 6:30 - 9:30'),
    ],
  ),
  notice(
    'internet-cable',
    'other',
    ['Internet cable fault', 'インターネット回線障害のお知らせ', 'Thông báo sự cố cáp Internet'],
    [
      t('インターネット回線障害のお知らせ'),
      t('回線の障害により、インターネットがつながりにくくなっております。'),
      t('復旧まで今しばらくお待ちください。'),
      gap,
      t('The internet is slow or down because of a cable fault. We are fixing it.'),
      gap,
      t('Do sự cố cáp quang, Internet đang bị chậm hoặc mất kết nối.'),
      t('Chúng tôi đang khắc phục, mong quý khách thông cảm.'),
      e(''),
    ],
  ),
  notice(
    'power-cut',
    'other',
    ['Power cut', '停電のお知らせ', 'Thông báo cắt điện'],
    [
      t('停電のお知らせ'),
      t('電力会社による工事のため、停電いたします。'),
      e('停電時間：　　時　　分 ～ 　　時　　分'),
      gap,
      t('There will be a power cut for work by the electricity company.'),
      e('Time: from ..:.. to ..:..'),
      gap,
      t('Sẽ cắt điện để điện lực thi công.'),
      e('Thời gian: từ ..:.. đến ..:..'),
    ],
  ),
];

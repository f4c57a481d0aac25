import type { Phrases } from './build';

export const VI: Phrases = {
  areaNames: {
    'Ha Noi': 'Hà Nội',
    'Ho Chi Minh': 'TP. Hồ Chí Minh',
    'Da Nang': 'Đà Nẵng',
    'Hai Phong': 'Hải Phòng',
    Cambodia: 'Campuchia',
    Myanmar: 'Myanmar',
  },
  header: {
    slogan: 'Sự hiếu khách kiểu Nhật giữa lòng thành phố',
    menu: ['Trang chủ', 'Khu vực', 'Phòng', 'Spa & Rotenburo', 'Thành viên', 'Đặt phòng', 'Liên hệ'],
    bookNow: 'Đặt ngay',
    hotline: 'Hotline 24/7: +84 28 3822 7101',
  },
  home: {
    title: 'Khách sạn Azumaya',
    subTitle: 'Ngôi nhà của bạn tại Việt Nam, theo phong cách Nhật Bản',
    intro:
      'Azumaya là chuỗi khách sạn thương mại kiểu Nhật tại Hà Nội, TP. Hồ Chí Minh, Đà Nẵng, Hải Phòng, Phnom Penh và Yangon. Mỗi kỳ lưu trú đều có bữa sáng Nhật Bản, bồn tắm lộ thiên và sự phục vụ chu đáo.',
    highlights: [
      ['Bồn tắm lộ thiên Rotenburo', 'Thư giãn trong bồn nước nóng trên sân thượng. Miễn phí cho khách lưu trú.'],
      [
        'Massage chân và toàn thân',
        'Kỹ thuật viên được đào tạo theo phong cách Nhật, 40, 70 hoặc 100 phút, giảm 10% cho khách lưu trú.',
      ],
      ['Bữa sáng Nhật Bản', 'Cơm, súp miso, cá nướng và natto mỗi sáng từ 6:00.'],
      ['Vị trí trung tâm', 'Đi bộ đến khu thương mại, nhà hàng Nhật và các đại sứ quán.'],
    ],
    spaHeading: 'Spa & Rotenburo',
    spaText: 'Đặt lịch massage tại lễ tân hoặc qua điện thoại. Khách vãng lai được phục vụ khi có kỹ thuật viên trống.',
    spa: [
      ['Massage chân', '40 phút'],
      ['Massage toàn thân', '70 phút'],
      ['Massage toàn thân cao cấp', '100 phút'],
      ['Rotenburo (khách vãng lai)', 'đến 24:00'],
      ['Bữa sáng Nhật (khách vãng lai)', '6:00 - 9:30'],
    ],
    faq: [
      [
        'Giờ nhận phòng và trả phòng?',
        'Nhận phòng từ 14:00, trả phòng trước 12:00. Có thể trả phòng muộn theo yêu cầu.',
      ],
      ['Giá phòng đã gồm bữa sáng chưa?', 'Có, mọi giá phòng đều đã gồm bữa sáng Nhật Bản.'],
      ['Không lưu trú có dùng Rotenburo được không?', 'Được, khách vãng lai thanh toán phí tại lễ tân.'],
      ['Khách sạn có nhận thẻ tín dụng không?', 'Tất cả chi nhánh đều nhận Visa, Master, JCB và AMEX.'],
      ['Có chỗ đỗ xe không?', 'Gửi xe máy miễn phí; chỗ đỗ ô tô được sắp xếp gần khách sạn.'],
    ],
    newsTitle: 'Tin tức & ưu đãi',
  },
  account: {
    title: 'Tài khoản của tôi',
    login: 'Đăng nhập',
    logout: 'Đăng xuất',
    email: 'E-mail',
    password: 'Mật khẩu',
    forgot: 'Quên mật khẩu?',
    register: 'Tạo tài khoản',
    profileTitle: 'Hồ sơ',
    profileFields: ['Họ và tên', 'Quốc tịch', 'Số điện thoại', 'Ngày sinh', 'Công ty'],
    messages: [
      ['LOGIN_FAILED', 'E-mail hoặc mật khẩu không đúng.'],
      ['REGISTER_DONE', 'Tài khoản đã được tạo. Vui lòng kiểm tra e-mail.'],
      ['RESET_SENT', 'Chúng tôi đã gửi đường dẫn đặt lại mật khẩu.'],
    ],
  },
  memberShip: {
    title: 'Thành viên Azumaya',
    intro: 'Ở nhiều hơn, tiết kiệm hơn: số đêm được cộng dồn ở mọi chi nhánh và hạng được nâng mỗi năm.',
    ranks: [
      ['Bạc', 'Từ lần lưu trú đầu tiên', 'Giảm 5% giá phòng | Trả phòng muộn đến 13:00'],
      [
        'Vàng',
        '10 đêm mỗi năm',
        'Giảm 10% giá phòng | Massage chân miễn phí mỗi tháng một lần | Trả phòng muộn đến 14:00',
      ],
      [
        'Bạch kim',
        '30 đêm mỗi năm',
        'Giảm 15% giá phòng | Nâng hạng phòng khi còn trống | Đón sân bay miễn phí mỗi năm một lần',
      ],
    ],
    howToJoin: [
      'Tạo tài khoản trên website này',
      'Xuất trình thẻ thành viên khi nhận phòng',
      'Số đêm được cộng khi trả phòng',
    ],
    terms: [
      'Ưu đãi áp dụng cho giá phòng đặt trên website hoặc tại lễ tân.',
      'Hạng thành viên được xét lại vào tháng Một hằng năm.',
      'Voucher không được quy đổi thành tiền mặt.',
    ],
  },
  branchDetail: {
    labels: [
      ['address', 'Địa chỉ'],
      ['phone', 'Điện thoại'],
      ['checkIn', 'Nhận phòng'],
      ['checkOut', 'Trả phòng'],
      ['access', 'Đường đi'],
      ['map', 'Mở bản đồ'],
    ],
    facilities: ['Wi-Fi miễn phí', 'Rotenburo trên sân thượng', 'Giặt tự động', 'Kênh truyền hình Nhật', 'Phòng họp'],
    services: [
      ['Bữa sáng', '6:00 - 9:30'],
      ['Rotenburo', '6:00 - 9:00, 16:00 - 24:00'],
      ['Massage', '16:00 - 24:00'],
      ['Lễ tân', '24 giờ'],
    ],
    notes: ['Toàn bộ tòa nhà không hút thuốc.', 'Không nhận thú cưng.'],
  },
  area: {
    title: 'Khu vực',
    intro: 'Chọn thành phố để xem các khách sạn Azumaya.',
    areaIntro: 'Khách sạn Azumaya tại {area}',
  },
  branch: {
    title: 'Tất cả khách sạn',
    intro: 'Chi nhánh nào cũng có bữa sáng Nhật và bồn tắm lộ thiên; hầu hết có phòng massage.',
    serviceNames: { rotenburo: 'Rotenburo', massage: 'Massage', breakfast: 'Bữa sáng Nhật' },
  },
  checkBranch: {
    title: 'Kiểm tra phòng trống',
    text: 'Chọn khu vực, khách sạn và ngày lưu trú.',
    selectArea: 'Chọn khu vực',
    selectBranch: 'Chọn khách sạn',
    noVacancy: 'Rất tiếc, khách sạn đã hết phòng vào những ngày này. Vui lòng thử chi nhánh gần đó.',
    button: 'Tìm phòng',
  },
  booking: {
    title: 'Đặt phòng',
    steps: [
      ['Chọn ngày', 'Chọn ngày nhận phòng và trả phòng.'],
      ['Chọn phòng', 'So sánh các loại phòng và giá.'],
      ['Thông tin của bạn', 'Cho chúng tôi biết ai lưu trú và cách liên lạc.'],
      ['Xác nhận', 'Kiểm tra lại và gửi yêu cầu đặt phòng.'],
    ],
    fields: [
      ['checkIn', 'Ngày nhận phòng'],
      ['checkOut', 'Ngày trả phòng'],
      ['guests', 'Số khách'],
      ['rooms', 'Số phòng'],
      ['name', 'Họ và tên'],
      ['email', 'E-mail'],
      ['phone', 'Số điện thoại'],
      ['note', 'Yêu cầu (đón sân bay, đến muộn...)'],
    ],
    payment: ['Thanh toán tại khách sạn', 'Thẻ tín dụng', 'Chuyển khoản (đặt phòng công ty)'],
    cancelPolicy: [
      'Hủy miễn phí đến 18:00 ngày trước khi đến.',
      'Hủy trong ngày hoặc không đến: tính phí đêm đầu tiên.',
    ],
    confirm: 'Gửi đặt phòng',
    success: 'Cảm ơn bạn! Chúng tôi đã nhận yêu cầu đặt phòng. E-mail xác nhận sẽ được gửi ngay.',
  },
  room: {
    title: 'Phòng',
    types: [
      [
        'Phòng đơn',
        'Một giường bán đôi',
        'Lý tưởng cho chuyến công tác.',
        'Bàn làm việc | Bồn tắm | Yukata | Ấm đun nước',
      ],
      [
        'Phòng đôi',
        'Một giường đôi',
        'Cho cặp đôi hoặc lưu trú dài ngày.',
        'Bàn làm việc | Bồn tắm | Yukata | Tủ lạnh',
      ],
      ['Phòng hai giường', 'Hai giường đơn', 'Hai đồng nghiệp, hai giường.', 'Sofa | Bồn tắm | Yukata | Tủ lạnh'],
      [
        'Phòng suite',
        'Một giường king và một sofa giường',
        'Có phòng khách và góc kiểu Nhật.',
        'Phòng khách | Bồn tắm | Máy giặt | Bếp nhỏ',
      ],
    ],
  },
};

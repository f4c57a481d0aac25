import type { Phrases } from './build';

export const EN: Phrases = {
  areaNames: {
    'Ha Noi': 'Ha Noi',
    'Ho Chi Minh': 'Ho Chi Minh City',
    'Da Nang': 'Da Nang',
    'Hai Phong': 'Hai Phong',
    Cambodia: 'Cambodia',
    Myanmar: 'Myanmar',
  },
  header: {
    slogan: 'Japanese hospitality in the heart of the city',
    menu: ['Home', 'Areas', 'Rooms', 'Spa & Rotenburo', 'Membership', 'Booking', 'Contact'],
    bookNow: 'Book now',
    hotline: 'Hotline 24/7: +84 28 3822 7101',
  },
  home: {
    title: 'Azumaya Hotel',
    subTitle: 'Your home in Viet Nam, Japanese style',
    intro:
      'Azumaya is a chain of Japanese-style business hotels in Ha Noi, Ho Chi Minh City, Da Nang, Hai Phong, Phnom Penh and Yangon. Every stay comes with a Japanese breakfast, an open-air bath and the quiet, careful service our guests come back for.',
    highlights: [
      ['Rotenburo open-air bath', 'Relax in our rooftop hot bath after a long day. Free for every staying guest.'],
      ['Foot and body massage', 'Japanese-trained therapists, 40, 70 or 100 minutes, 10% off for staying guests.'],
      ['Japanese breakfast', 'Rice, miso soup, grilled fish and natto every morning from 6:00.'],
      ['Central locations', 'Walk to the business districts, Japanese restaurants and embassies.'],
    ],
    spaHeading: 'Spa & Rotenburo',
    spaText: 'Book a massage at the reception or by phone. Walk-in guests are welcome when a therapist is free.',
    spa: [
      ['Foot massage', '40 minutes'],
      ['Body massage', '70 minutes'],
      ['Body massage deluxe', '100 minutes'],
      ['Rotenburo (visitor)', 'until 24:00'],
      ['Japanese breakfast (visitor)', '6:00 - 9:30'],
    ],
    faq: [
      [
        'What time is check-in and check-out?',
        'Check-in from 14:00, check-out until 12:00. Late check-out on request.',
      ],
      ['Is breakfast included?', 'Yes, a Japanese breakfast is included in every room rate.'],
      ['Can I use the Rotenburo without staying?', 'Yes, visitors may use it for a fee at the reception.'],
      ['Do you accept credit cards?', 'Visa, Master, JCB and AMEX are accepted at every branch.'],
      ['Is there parking?', 'Motorbike parking is free; car parking can be arranged nearby.'],
    ],
    newsTitle: 'News & offers',
  },
  account: {
    title: 'My account',
    login: 'Sign in',
    logout: 'Sign out',
    email: 'E-mail',
    password: 'Password',
    forgot: 'Forgot your password?',
    register: 'Create an account',
    profileTitle: 'Profile',
    profileFields: ['Full name', 'Nationality', 'Phone', 'Date of birth', 'Company'],
    messages: [
      ['LOGIN_FAILED', 'E-mail or password is not correct.'],
      ['REGISTER_DONE', 'Your account was created. Please check your e-mail.'],
      ['RESET_SENT', 'We sent a link to reset your password.'],
    ],
  },
  memberShip: {
    title: 'Azumaya Membership',
    intro: 'Stay more, save more: members collect nights at every branch and get a better rank each year.',
    ranks: [
      ['Silver', 'From the first stay', '5% off the room rate | Late check-out until 13:00'],
      [
        'Gold',
        '10 nights a year',
        '10% off the room rate | Free foot massage once a month | Late check-out until 14:00',
      ],
      [
        'Platinum',
        '30 nights a year',
        '15% off the room rate | Room upgrade when available | Free airport pick-up once a year',
      ],
    ],
    howToJoin: [
      'Create an account on this website',
      'Show your member card at check-in',
      'Nights are counted at check-out',
    ],
    terms: [
      'Discounts apply to room rates booked on this website or at the reception.',
      'Ranks are reviewed every January.',
      'Vouchers cannot be exchanged for cash.',
    ],
  },
  branchDetail: {
    labels: [
      ['address', 'Address'],
      ['phone', 'Phone'],
      ['checkIn', 'Check-in'],
      ['checkOut', 'Check-out'],
      ['access', 'Access'],
      ['map', 'Open the map'],
    ],
    facilities: ['Free Wi-Fi', 'Rooftop Rotenburo', 'Coin laundry', 'Japanese TV channels', 'Meeting room'],
    services: [
      ['Breakfast', '6:00 - 9:30'],
      ['Rotenburo', '6:00 - 9:00, 16:00 - 24:00'],
      ['Massage', '16:00 - 24:00'],
      ['Reception', '24 hours'],
    ],
    notes: ['The whole building is non-smoking.', 'Pets are not allowed.'],
  },
  area: {
    title: 'Our areas',
    intro: 'Choose a city to see its Azumaya hotels.',
    areaIntro: 'Azumaya hotels in {area}',
  },
  branch: {
    title: 'All hotels',
    intro: 'Every branch has Japanese breakfast and an open-air bath; most have a massage room.',
    serviceNames: { rotenburo: 'Rotenburo', massage: 'Massage', breakfast: 'Japanese breakfast' },
  },
  checkBranch: {
    title: 'Check availability',
    text: 'Choose the area and the hotel, then your dates.',
    selectArea: 'Select an area',
    selectBranch: 'Select a hotel',
    noVacancy: 'Sorry, this hotel is full on those dates. Please try another branch nearby.',
    button: 'Search rooms',
  },
  booking: {
    title: 'Booking',
    steps: [
      ['Choose dates', 'Pick your check-in and check-out dates.'],
      ['Choose a room', 'Compare the room types and rates.'],
      ['Your details', 'Tell us who is staying and how to reach you.'],
      ['Confirm', 'Check everything and send the booking.'],
    ],
    fields: [
      ['checkIn', 'Check-in date'],
      ['checkOut', 'Check-out date'],
      ['guests', 'Guests'],
      ['rooms', 'Rooms'],
      ['name', 'Full name'],
      ['email', 'E-mail'],
      ['phone', 'Phone'],
      ['note', 'Requests (pick-up, late arrival...)'],
    ],
    payment: ['Pay at the hotel', 'Credit card', 'Bank transfer (company bookings)'],
    cancelPolicy: [
      'Free cancellation until 18:00 the day before arrival.',
      'Cancellation on the day or no show: the first night is charged.',
    ],
    confirm: 'Send booking',
    success: 'Thank you! Your booking was received. A confirmation e-mail is on its way.',
  },
  room: {
    title: 'Rooms',
    types: [
      ['Single', 'One semi-double bed', 'Ideal for business trips.', 'Desk | Bathtub | Yukata | Kettle'],
      ['Double', 'One double bed', 'For couples or a longer stay.', 'Desk | Bathtub | Yukata | Fridge'],
      ['Twin', 'Two single beds', 'Two colleagues, two beds.', 'Sofa | Bathtub | Yukata | Fridge'],
      [
        'Suite',
        'One king bed and a sofa bed',
        'A living room and a Japanese-style corner.',
        'Living room | Bathtub | Washing machine | Kitchenette',
      ],
    ],
  },
};

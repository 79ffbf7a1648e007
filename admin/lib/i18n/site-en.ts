// The public pages' fixed texts in English (landing, about, the language switch): all the landing
// page downloads. The admin screens' texts (en.ts) load with their routes.

export const siteEn = {
  brand: 'QR Menu',
  language: {
    label: 'Language',
    en: 'English',
    ar: 'العربية',
  },
  routeError: {
    message: (message: string) => `Something went wrong: ${message}`,
    reload: 'Reload',
    unexpectedError: 'Unexpected error',
  },
  notFound: {
    title: 'Page not found · QR Menu',
    heading: 'Page not found',
    text: 'There is no page at this address.',
    home: 'Go to the home page',
  },
  site: {
    home: 'Home',
    about: 'About',
    contact: 'Contact',
    login: 'Login',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    footer: '© QR Menu · Digital menus for Oman',
    contactWhatsapp: 'Contact us on WhatsApp',
    contactMessage: 'Hello, I would like to know more about QR Menu.',
  },
  landing: {
    title: 'QR Menu · Digital menus for restaurants and cafes',
    eyebrow: 'Digital menus for restaurants and cafes in Oman',
    heading: 'Your menu on every table, orders straight to WhatsApp',
    lead: 'Publish your menu in minutes, print its QR code, and let customers build their order on their phone and send it to you on WhatsApp. Prices in OMR, updated the moment you change them.',
    getStarted: 'Get Started',
    bookTable: 'Book a table',
    phoneSamples: ['☕ Karak Tea', '🥙 Shawarma', '🍰 Halwa'],
    orderOnWhatsapp: 'Order on WhatsApp',
    specialMenu: 'Special Menu',
    dishes: [
      {
        name: 'Omani Shuwa Feast',
        description: 'Slow-cooked spiced lamb with rice, for the whole table.',
      },
      {
        name: 'Seafood Majboos Platter',
        description: 'Kingfish and prawns on saffron rice with dakkous.',
      },
      {
        name: 'Mishkak Grill Board',
        description: 'Skewers of marinated beef and chicken with flatbread.',
      },
      {
        name: 'Halwa and Kahwa Tray',
        description: 'Omani halwa, dates and a pot of cardamom coffee.',
      },
    ],
    reservation: {
      heading: 'Book a Table',
      lead: 'Tell us when you are coming; we confirm on WhatsApp.',
      name: 'Name',
      phone: 'Phone',
      email: 'Email',
      people: 'Number of people',
      date: 'Date',
      time: 'Time',
      submit: 'Reserve on WhatsApp',
      opening: 'Opening WhatsApp with your reservation request',
      greeting: 'Hello, I would like to reserve a table:',
      peopleLine: 'People',
    },
  },
  about: {
    title: 'About · QR Menu',
    heading: 'About QR Menu',
    whatWeDo: 'What we do',
    whatWeDoText:
      'QR Menu gives restaurants, cafes and shops a digital menu that customers open by scanning a QR code on the table. They browse by category, build a cart and send the order to the business as a ready-written WhatsApp message. No app to install, no login for customers.',
    whyChooseUs: 'Why choose us',
    reasons: [
      {
        title: 'Ready in minutes',
        text: 'Sign up, add your dishes with photos and prices, and print your QR code the same day.',
      },
      {
        title: 'Orders on WhatsApp',
        text: 'Customers build a cart and send it to your WhatsApp, the app you already use.',
      },
      {
        title: 'Always up to date',
        text: 'Change a price or mark a dish sold out and every table sees it at once; no reprinting.',
      },
      {
        title: 'Made for Oman',
        text: 'Prices in Omani rials with baisa, Arabic dish names, and menus that load fast on phones.',
      },
    ],
    getStarted: 'Get Started',
  },
  /** The toast area's labels on every page (sonner's own are English). */
  notices: {
    region: 'Notifications',
    close: 'Close',
  },
};

export type SiteDictionary = typeof siteEn;

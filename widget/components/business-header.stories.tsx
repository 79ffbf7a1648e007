import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MenuBusiness } from '../menu-types.ts';
import { arabicMenu, demoMenu, inLang, localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { BusinessHeader } from './business-header.tsx';

const meta = {
  title: 'Widget/BusinessHeader',
  component: BusinessHeader,
  render: ({ business }, { globals }) => {
    const lang = localeOf(globals);
    const shown = inLang({ ...demoMenu, business }, lang).business;
    return (
      <WidgetFrame lang={lang}>
        <BusinessHeader business={shown} lang={lang} />
      </WidgetFrame>
    );
  },
  args: { business: demoMenu.business, lang: 'en' },
} satisfies Meta<typeof BusinessHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/guide/product.md section 2: the banner section, with name, description and headline over the image. */
export const WithBanner: Story = {};
/** No banner image: the name, description and headline as a plain title. */
export const WithoutBanner: Story = {
  args: { business: { ...demoMenu.business, banner_url: null } satisfies MenuBusiness },
};
/** The logo beside the name and the profile's links under it. */
export const WithLogoAndLinks: Story = {
  args: {
    business: {
      ...demoMenu.business,
      logo_url: demoMenu.business.banner_url,
      instagram_url: 'https://www.instagram.com/democafe',
      tiktok_url: 'https://www.tiktok.com/@democafe',
      phone: '96824123456',
      map_url: 'https://maps.app.goo.gl/democafe',
    } satisfies MenuBusiness,
  },
};
export const Arabic: Story = { args: { business: arabicMenu.business }, globals: { locale: 'ar' } };

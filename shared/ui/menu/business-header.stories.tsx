import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusinessHeader } from './business-header.tsx';
import { MenuFrame } from './menu-frame.tsx';
import { banner, langOf, TEXTS } from './stories/fixtures.tsx';

const meta = {
  title: 'Shared/Menu/Business header',
  component: BusinessHeader,
  render: (args, { globals }) => {
    const lang = langOf(globals);
    const t = TEXTS[lang];
    return (
      <MenuFrame lang={lang}>
        <BusinessHeader {...args} name={t.cafe} headline={args.headline && t.headline} />
      </MenuFrame>
    );
  },
  args: { name: TEXTS.en.cafe, headline: TEXTS.en.headline, bannerUrl: banner },
} satisfies Meta<typeof BusinessHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The banner with the name and the owner's headline over it. */
export const WithBanner: Story = {};
/** No banner: a plain title. */
export const WithoutBanner: Story = { args: { bannerUrl: null, headline: null } };

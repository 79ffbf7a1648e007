import type { Meta, StoryObj } from '@storybook/react-vite';
import { arabicMenu, demoMenu, WidgetFrame } from '../stories/fixtures.tsx';
import { BusinessHeader } from './business-header.tsx';

const meta = {
  title: 'Widget/BusinessHeader',
  component: BusinessHeader,
  decorators: [
    (Story) => (
      <WidgetFrame>
        <Story />
      </WidgetFrame>
    ),
  ],
  args: { business: demoMenu.business },
} satisfies Meta<typeof BusinessHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md: the banner section, with name, description and headline over the image. */
export const WithBanner: Story = {};
/** No banner image: the name, description and headline as a plain title. */
export const WithoutBanner: Story = {
  args: { business: { ...demoMenu.business, banner_url: null } },
};
export const Arabic: Story = { args: { business: arabicMenu.business } };

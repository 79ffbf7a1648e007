import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitch } from './language-switch.tsx';

const meta = {
  title: 'Admin/Language switch',
  component: LanguageSwitch,
} satisfies Meta<typeof LanguageSwitch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The pressed button is the language of the story (the locale toolbar). */
export const OnLight: Story = {};

export const InArabic: Story = { globals: { locale: 'ar' } };

/** In the dark sidebar of the admin and superadmin pages. */
export const OnDark: Story = {
  args: { tone: 'dark' },
  decorators: [(Story) => <div style={{ background: '#115e59', padding: 16 }}>{Story()}</div>],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { extrasCss } from '../../shared/ui/menu/extras-css.ts';
import type { MenuBusiness } from '../menu-types.ts';
import { demoMenu, localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { OtherBranches } from './other-branches.tsx';

/** A business with three branches, seen from its first one. */
const business: MenuBusiness = {
  ...demoMenu.business,
  languages: ['en', 'ar'],
  branch: { name: 'Demo Cafe', name_ar: 'مقهى التجربة', address: 'Al Khuwair, Muscat' },
  branches: [
    {
      slug: 'democafequrum',
      name: 'Demo Cafe Qurum',
      name_ar: 'مقهى التجربة القرم',
      address: 'Qurum Beach Road, Muscat',
    },
    { slug: 'democafeseeb', name: 'Demo Cafe Seeb', name_ar: 'مقهى التجربة السيب', address: null },
  ],
};

const meta = {
  title: 'Widget/OtherBranches',
  component: OtherBranches,
  render: ({ business: shown }, { globals }) => {
    const lang = localeOf(globals);
    return (
      <WidgetFrame lang={lang}>
        <style>{extrasCss}</style>
        <OtherBranches business={shown} lang={lang} />
      </WidgetFrame>
    );
  },
  args: { business, lang: 'en' },
} satisfies Meta<typeof OtherBranches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/guide/branches.md: under the menu, each other branch by name and address, linking to its page. */
export const ThreeBranches: Story = {};
export const Arabic: Story = { globals: { locale: 'ar' } };

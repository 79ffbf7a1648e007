import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../shared/**/*.stories.@(ts|tsx)',
    '../widget/**/*.stories.@(ts|tsx)',
    '../admin/**/*.stories.@(ts|tsx)',
  ],
  core: { disableTelemetry: true },
};

export default config;

import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // stories/ holds what a designer reads first (introduction, tokens, whole pages); component
  // stories stay beside their components.
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../shared/**/*.stories.@(ts|tsx)',
    '../widget/**/*.stories.@(ts|tsx)',
    '../admin/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
};

export default config;

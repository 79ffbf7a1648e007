import { b } from './b.ts';
export const a = () => b;

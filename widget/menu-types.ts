// public_menu's answer, declared once in shared/domain for the widget and the server.
export type * from '../shared/domain/public-menu.ts';

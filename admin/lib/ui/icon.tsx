// The admin's icons, drawn as SVG in the text's colour. A symbol typed as text (✎, ✕, 🕒) is drawn
// only where a font on the device has it: the phone font set showed empty boxes in the category
// buttons, and a computer without an emoji font shows one for the clock.
export type IconName = 'edit' | 'clock' | 'up' | 'down' | 'remove' | 'menu';

const PATHS: Record<IconName, string> = {
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 2',
  up: 'M12 19V5M6 11l6-6 6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
  remove: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
};

/** One icon, hidden from screen readers: the button around it carries the name. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="ui-icon"
      data-icon={name}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

// The chips bar is shared with the admin's customer preview.
export { CategoryChips, type CategoryChipsProps } from '../../shared/ui/menu/category-chips.tsx';

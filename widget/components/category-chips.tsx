// The chips bar is shared with the admin's customer preview (issue 18).
export { CategoryChips, type CategoryChipsProps } from '../../shared/ui/menu/category-chips.tsx';

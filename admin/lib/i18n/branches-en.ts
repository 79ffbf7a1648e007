// Texts of the branch switcher, the Branches page and the per-branch lines of the menu editor and
// the team page, in English (branches-ar.ts has the Arabic).
export const branchesEn = {
  nav: 'Branches',
  // The switcher in the admin header (shown with 2 or more branches).
  switcher: 'Branch',
  // The report's and the insights' choice of the current branch or all of them.
  scope: 'Branches',
  allBranches: 'All branches',
  title: 'Branches',
  pageTitle: (name: string) => `Branches · ${name} · QR Menu`,
  lead: 'Each branch has its own menu link and QR codes, WhatsApp number, opening hours, tables and order settings. The menu, banner and profile are shared by every branch.',
  main: 'Main branch',
  current: 'Current branch',
  slug: 'Menu link',
  whatsapp: 'WhatsApp',
  openMenu: (name: string) => `Open the menu of ${name}`,
  settingsOf: (name: string) => `Settings of ${name}`,
  tableCardsOf: (name: string) => `Table cards of ${name}`,
  loadFailed: 'The branches could not be loaded.',
  // The form.
  addTitle: 'Add a branch',
  addLead:
    'It starts with the hours, order types and fees of the main branch; change them on its settings page.',
  name: 'Branch name',
  nameHint: 'For example Demo Cafe Qurum. Customers see it in the menu header.',
  nameAr: 'Branch name in Arabic',
  slugField: 'Slug',
  slugHint: 'Letters a-z and digits only; its menu will be at',
  whatsappField: 'WhatsApp number',
  whatsappHint:
    "With the country code, for example +968\u00a09123\u00a04567. This branch's orders arrive here.",
  nameRequired: 'Enter the branch name',
  add: 'Add branch',
  adding: 'Adding…',
  added: (name: string) => `${name} was added`,
  slugTaken: 'This slug is already taken, please choose another',
  limit: (max: number) =>
    `A business can have at most ${max} branches. Remove a branch you no longer run to add another`,
  limitNoNumber: 'This business has reached its limit of branches',
  failed: 'The branch could not be added.',
  // The database's refusals the screens do not offer a way into; said in the owner's terms.
  refusals: {
    branch_of_branch: 'A branch belongs to the business, not to another branch',
    branch_parent_fixed: 'A branch stays with the business it was added to',
    branch_item_other_business:
      "This dish is not on this business's menu any more. Reload the page to see the menu as it is",
    member_branch_unknown:
      'One of the chosen branches is no longer part of this business. Reload the page and choose again',
    team_of_branch: 'The team belongs to the whole business, not to one branch',
  },
  // The menu editor's line per branch.
  perBranch: 'At each branch',
  perBranchLead: 'Each change here is saved at once for that branch. Empty price: the price above.',
  state: (branch: string) => `${branch}: availability`,
  available: 'Available',
  soldOut: 'Sold out',
  hidden: 'Hidden',
  price: (branch: string) => `${branch}: price (OMR)`,
  pricePlaceholder: 'Same price',
  saved: (branch: string) => `Saved for ${branch}`,
  saveFailed: (branch: string) => `Could not save for ${branch}.`,
  // The team page.
  memberBranches: 'Branches',
  memberBranchesOf: (email: string) => `Branches of ${email}`,
  everyBranch: 'Every branch',
  onlySome: 'Only these branches',
  branchesSaved: 'Branches saved',
};

export type BranchesDictionary = typeof branchesEn;

// Texts in English: the team page, joining from an invitation, and what a team member is told.
// Spread into en.ts as `team`; team-ar.ts has the same shape.
type Role = 'owner' | 'manager' | 'cashier' | 'kitchen' | 'board';
type MemberRole = 'manager' | 'cashier' | 'kitchen';

export const teamEn = {
  nav: 'Team',
  title: 'Team',
  pageTitle: (name: string) => `Team · ${name} · QR Menu`,
  lead: 'Invite the people who work with you. Each role sees only what it needs; the database refuses the rest.',
  roles: {
    owner: 'Owner',
    manager: 'Manager',
    cashier: 'Cashier',
    kitchen: 'Kitchen',
    board: 'Orders board',
  } satisfies Record<Role, string>,
  roleHelp: {
    manager: 'Everything except the account, the owner and deleting the business.',
    cashier: 'The board, table calls, sold-out switches and today’s orders.',
    kitchen: 'The board and the kitchen display, moving orders up to Ready.',
  } satisfies Record<MemberRole, string>,
  inviteHeading: 'Invite someone',
  email: 'Email',
  role: 'Role',
  mailLanguage: 'Language of the invitation mail',
  languages: { en: 'English', ar: 'Arabic' },
  invite: 'Send invitation',
  inviting: 'Sending…',
  invited: (email: string) => `Invitation sent to ${email}`,
  invitedExisting: (email: string) =>
    `${email} already has an account: they join your team when they next sign in.`,
  inviteFailed: (message: string) => `The invitation was not sent: ${message}`,
  membersHeading: 'Members',
  you: 'you',
  pendingHeading: 'Invitations',
  noPending: 'No invitations waiting.',
  expires: (date: string) => `Expires ${date}`,
  expired: 'Expired',
  resend: 'Send again',
  withdraw: 'Withdraw',
  withdrawn: 'Invitation withdrawn',
  changeRole: (email: string) => `Role of ${email}`,
  roleChanged: 'Role changed',
  remove: 'Remove',
  removeConfirm: (email: string) =>
    `Remove ${email} from the team? They are signed out within seconds.`,
  removed: 'Removed from the team',
  handOver: 'Make owner',
  handOverConfirm: (email: string) =>
    `Hand the business over to ${email}? They become the owner and you become a manager.`,
  handedOver: 'The business has a new owner. You are now a manager.',
  loading: 'Loading the team…',
  /** The superadmin's card: the team besides the owner, and the paired devices. */
  superadminLabel: 'Team',
  superadminCount: (members: number, devices: number) =>
    `${members === 1 ? '1 member' : `${members} members`}, ${devices === 1 ? '1 device' : `${devices} devices`}`,
  refusals: {
    team_role_not_allowed: 'You may not give this role.',
    team_invite_email: 'Enter a valid email address.',
    team_already_member: 'This person is already in the team.',
    team_owner_or_manager: 'Only the owner and managers see the team.',
    hand_over_owner_only: 'Only the owner hands the business over.',
    hand_over_manager_only: 'The business can be handed over to a manager only.',
    order_status_role: 'The kitchen moves orders up to Ready only.',
  },
  youWereRemoved: 'You are no longer in this business’s team.',
  join: {
    pageTitle: 'Join the team · QR Menu',
    title: 'Join the team',
    lead: (email: string) => `Choose a password for ${email}. You will sign in with it.`,
    submit: 'Save password and join',
    invalid: (message: string) =>
      `This invitation link does not work any more (${message}). Ask for a new invitation, or use “Forgot password” with the invited address.`,
    checking: 'Opening your invitation…',
  },
};

export type TeamDictionary = typeof teamEn;

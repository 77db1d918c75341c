export interface NavItem {
  label: string;
  to: string;
}

/** The header's six section links (SPEC "Header"). */
export const NAV_ITEMS: NavItem[] = [
  { label: 'HOUSING', to: '/housing' },
  { label: 'DINING', to: '/eating' },
  { label: 'THINGS TO DO', to: '/things-to-do' },
  { label: 'E-SHOP', to: '/e-shop' },
  { label: 'TICKETS', to: '/tickets' },
  { label: 'ACCESS', to: '/access' },
];

import { PLATFORM_COPY } from '../i18n/platformCopy';
import { useTranslation } from '../i18n/LocaleContext';
import type { ReactNode } from 'react';
import { Button, Link, type ButtonProps } from '../../mui';

/** Tells screen readers that the link opens a new tab, in the page's language. */
function NewTabNote() {
  return <span className="visually-hidden">{useTranslation(PLATFORM_COPY).opensInNewTab}</span>;
}

/** rel for any link leaving the site; affiliate links also say they are sponsored. */
export function externalRel(sponsored = false): string {
  return sponsored ? 'sponsored noopener noreferrer' : 'noopener noreferrer';
}

interface ExternalProps {
  href: string;
  sponsored?: boolean;
  children: ReactNode;
}

/** A text link that opens outside the site, safely, in a new tab, and says so to screen readers. */
export function ExternalLink({ href, sponsored, children }: ExternalProps) {
  return (
    <Link href={href} target="_blank" rel={externalRel(sponsored)}>
      {children}
      <NewTabNote />
    </Link>
  );
}

/** The button form of ExternalLink. */
export function ExternalButton({
  href,
  sponsored,
  children,
  ...props
}: ExternalProps & Omit<ButtonProps<'a'>, 'href'>) {
  return (
    <Button {...props} component="a" href={href} target="_blank" rel={externalRel(sponsored)}>
      {children}
      <NewTabNote />
    </Button>
  );
}

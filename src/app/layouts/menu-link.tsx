import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { ResolvedMenuLink } from '../../shared/tenant-config.js';
import { isExternal } from './menu-links.js';

export interface MenuLinkProps {
  link: Pick<ResolvedMenuLink, 'label' | 'url'>;
  className?: string;
  onNavigate?: () => void;
}

/** A header link: router link for portal paths; new tab (noopener) for external https addresses. */
export function MenuLink({ link, className, onNavigate }: MenuLinkProps) {
  const { t } = useTranslation();
  if (isExternal(link.url)) {
    return (
      <a className={className} href={link.url} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {link.label} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <NavLink className={className} to={link.url} onClick={onNavigate}>
      {link.label}
    </NavLink>
  );
}

/** A document link (PDF): always a new tab, since it leaves the app. */
export function DocumentLink({ href, label, className }: { href: string; label: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {label} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
    </a>
  );
}

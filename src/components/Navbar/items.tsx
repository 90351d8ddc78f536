/**
 * Navbar items dispatch on their `type` (src/config/schema.ts) to one component each. As in
 * Docusaurus, every item component takes `mobile` and renders itself either for the desktop bar or
 * as an entry (`<li>`) of the mobile drawer's menu, so both show the same items from one map.
 */
import { Link } from 'gatsby';
import React from 'react';
import type { NavbarItem as NavbarItemConfig } from '../../config/schema';
import { usePreferredVersion } from '../../hooks/usePreferredVersion';
import { useDocsGlobal } from '../../hooks/useSiteContent';
import { apiHref, layoutDocHref } from '../../lib/docsVersions';
import { useActiveDoc } from '../../providers/activeDoc';
import { Icon } from '../Icon';
import { SearchButton } from '../Search/SearchButton';
import { ColorModeToggle } from './ColorModeToggle';
import * as menuStyles from './mobileMenu.module.css';
import * as styles from './styles.module.css';
import { VersionDropdown } from './VersionDropdown';

/** Props of every navbar item component: its config, and whether it renders in the mobile drawer. */
type ItemProps<T extends NavbarItemConfig['type']> = { item: Extract<NavbarItemConfig, { type: T }>; mobile?: boolean };

/**
 * A link of the bar or of the drawer's menu. The item for the page's section is marked in both, as
 * Docusaurus marks it: in the primary colour and with aria-current.
 */
function NavbarLink({ to, active, mobile, children }: { to: string; active: boolean; mobile?: boolean; children: React.ReactNode }) {
  const css = mobile ? menuStyles : styles;
  const link = (
    <Link to={to} className={`${css.link} ${active ? css.active : ''}`} {...(active ? { 'aria-current': 'page' as const } : {})}>
      {children}
    </Link>
  );
  return mobile ? <li>{link}</li> : link;
}

function DocItem({ item, mobile }: ItemProps<'doc'>) {
  const { version: activeVersion, versionHrefs } = useActiveDoc();
  const [preferred] = usePreferredVersion();
  const href = layoutDocHref(useDocsGlobal(), item.docId, activeVersion, preferred);
  // API reference pages have a docs version too (and only they name counterparts): their own item is the active one.
  return (
    <NavbarLink to={href} active={Boolean(activeVersion) && !versionHrefs} mobile={mobile}>
      {item.label}
    </NavbarLink>
  );
}

function ApiReferenceItem({ item, mobile }: ItemProps<'apiReference'>) {
  const { version: activeVersion, versionHrefs } = useActiveDoc();
  const [preferred] = usePreferredVersion();
  const href = apiHref(useDocsGlobal(), activeVersion, preferred);
  if (!href) return null;
  return (
    <NavbarLink to={href} active={Boolean(versionHrefs)} mobile={mobile}>
      {item.label}
    </NavbarLink>
  );
}

function LinkItem({ item, mobile }: ItemProps<'link'>) {
  const { pathname } = useActiveDoc();
  const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
  return (
    <NavbarLink to={item.to} active={active} mobile={mobile}>
      {item.label}
    </NavbarLink>
  );
}

/** An icon in the bar; in the drawer's menu, its label as text. */
function IconLinkItem({ item, mobile }: ItemProps<'iconLink'>) {
  const className = mobile ? menuStyles.link : styles.iconLink;
  const content = mobile ? item.ariaLabel : <Icon name={item.icon} size={22} />;
  const label = mobile ? undefined : item.ariaLabel;
  const link = item.to ? (
    <Link to={item.to} className={className} aria-label={label}>
      {content}
    </Link>
  ) : (
    <a href={item.href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
  return mobile ? <li>{link}</li> : link;
}

/** The search box stays in the bar at every width, so the drawer has none. */
function SearchItem({ mobile }: ItemProps<'search'>) {
  return mobile ? null : <SearchButton />;
}

/** The drawer has its own toggle in its header (MobileSidebar). */
function ColorModeItem({ mobile }: ItemProps<'colorModeToggle'>) {
  return mobile ? null : <ColorModeToggle />;
}

const ITEM_COMPONENTS: { [T in NavbarItemConfig['type']]: React.ComponentType<ItemProps<T>> } = {
  doc: DocItem,
  link: LinkItem,
  apiReference: ApiReferenceItem,
  iconLink: IconLinkItem,
  docsVersionDropdown: VersionDropdown,
  search: SearchItem,
  colorModeToggle: ColorModeItem,
};

/** Renders one configured navbar item with the component for its type, for the bar or (`mobile`) the drawer. */
export function NavbarItem({ item, mobile }: { item: NavbarItemConfig; mobile?: boolean }) {
  const Component = ITEM_COMPONENTS[item.type] as React.ComponentType<{ item: NavbarItemConfig; mobile?: boolean }>;
  return <Component item={item} mobile={mobile} />;
}

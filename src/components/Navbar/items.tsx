/**
 * Navbar items dispatch on their `type` (src/config/schema.ts) to one component each.
 */
import { Link } from 'gatsby';
import React from 'react';
import type { NavbarItem as NavbarItemConfig } from '../../config/schema';
import { usePreferredVersion } from '../../hooks/usePreferredVersion';
import { useDocsGlobal } from '../../hooks/useSiteContent';
import { layoutDocHref } from '../../lib/docsVersions';
import { useActiveDoc } from '../../providers/activeDoc';
import { Icon } from '../Icon';
import { SearchButton } from '../Search/SearchButton';
import { ColorModeToggle } from './ColorModeToggle';
import * as styles from './styles.module.css';
import { VersionDropdown } from './VersionDropdown';

type ItemProps<T extends NavbarItemConfig['type']> = { item: Extract<NavbarItemConfig, { type: T }> };

function DocItem({ item }: ItemProps<'doc'>) {
  const { version: activeVersion } = useActiveDoc();
  const [preferred] = usePreferredVersion();
  const href = layoutDocHref(useDocsGlobal(), item.docId, activeVersion, preferred);
  return (
    <Link to={href} className={`${styles.link} ${activeVersion ? styles.active : ''}`}>
      {item.label}
    </Link>
  );
}

function LinkItem({ item }: ItemProps<'link'>) {
  const { pathname } = useActiveDoc();
  const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
  return (
    <Link to={item.to} className={`${styles.link} ${active ? styles.active : ''}`}>
      {item.label}
    </Link>
  );
}

function IconLinkItem({ item }: ItemProps<'iconLink'>) {
  const icon = <Icon name={item.icon} size={22} />;
  if (item.to) {
    return (
      <Link to={item.to} className={styles.iconLink} aria-label={item.ariaLabel}>
        {icon}
      </Link>
    );
  }
  return (
    <a href={item.href} className={styles.iconLink} aria-label={item.ariaLabel} target="_blank" rel="noopener noreferrer">
      {icon}
    </a>
  );
}

function SearchItem() {
  return <SearchButton />;
}

const ITEM_COMPONENTS: { [T in NavbarItemConfig['type']]: React.ComponentType<ItemProps<T>> } = {
  doc: DocItem,
  link: LinkItem,
  iconLink: IconLinkItem,
  docsVersionDropdown: VersionDropdown,
  search: SearchItem,
  colorModeToggle: ColorModeToggle,
};

/** Renders one configured navbar item with the component for its type. */
export function NavbarItem({ item }: { item: NavbarItemConfig }) {
  const Component = ITEM_COMPONENTS[item.type] as React.ComponentType<{ item: NavbarItemConfig }>;
  return <Component item={item} />;
}

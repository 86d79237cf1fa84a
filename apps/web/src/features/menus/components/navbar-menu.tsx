import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { ChevronDownIcon, CloseIcon, ExternalIcon, MenuIcon } from '../../../components/site/icons';
import { LinkButton, PlainButton } from '../../../components/site/link-button';
import { SiteLink } from '../../../components/site/site-link';
import { useMenues } from '../api/menu-queries';
import { flattenTree } from '../../../lib/tree';
import { buildMenuTree, menuTarget, type MenuNode } from '../menu-tree';
import type { MenuItem } from '../types';
import styles from './navbar-menu.module.css';
import { commonMessages, menuMessages as text, routeNames } from '../../../lib/messages';

/** Where an item's link leads: a new tab for an outside link, the app's content page otherwise. */
function targetProps(item: MenuItem): { to: string } | { href: string; target: string; rel: string } {
  const target = menuTarget(item);
  return target.kind === 'link'
    ? { href: target.href, target: '_blank', rel: 'noopener noreferrer' }
    : { to: target.to };
}

function LinkMark({ item }: { item: MenuItem }) {
  return item.justLink ? <ExternalIcon size={14} className={styles.mark} /> : null;
}

/** One entry of a dropdown or the drawer, indented by its depth in the tree. */
function MenuEntry({
  item,
  depth,
  role,
  onChoose,
}: {
  item: MenuItem;
  depth: number;
  role?: 'menuitem';
  onChoose: () => void;
}) {
  return (
    <SiteLink
      {...targetProps(item)}
      role={role}
      className={styles.item}
      style={{ '--depth': depth } as CSSProperties}
      onClick={onChoose}
    >
      {item.fname}
      <LinkMark item={item} />
    </SiteLink>
  );
}

/**
 * A top-level item with children: a menu button opening its dropdown (the item itself, then the tree
 * below it). Arrow keys, Home and End move between entries; Escape, Tab or a click elsewhere close it.
 */
function Dropdown({ node }: { node: MenuNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(entries.length - 1);
    else if (event.key === 'Escape') {
      setIsOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') setIsOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={wrapper} className={styles.dropdown}>
      <PlainButton
        ref={button}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? id : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        {node.item.fname}
        <ChevronDownIcon size={20} />
      </PlainButton>
      {isOpen && (
        <ul
          ref={list}
          id={id}
          role="menu"
          aria-label={node.item.fname}
          className={styles.list}
          onKeyDown={handleKeyDown}
        >
          {flattenTree([node]).map((entry) => (
            <li key={entry.item.id} role="none">
              <MenuEntry
                item={entry.item}
                depth={entry.depth}
                role="menuitem"
                onChoose={() => setIsOpen(false)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** On narrow screens: every item in a side drawer (a modal dialog) behind one menu button. */
function MenuDrawer({ tree }: { tree: readonly MenuNode[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const close = () => dialog.current?.close();
  return (
    <>
      <PlainButton
        variant="icon"
        aria-label={text.more}
        aria-expanded={isOpen}
        className={styles.menuButton}
        onClick={() => {
          dialog.current?.showModal();
          setIsOpen(true);
        }}
      >
        <MenuIcon />
      </PlainButton>
      <dialog
        ref={dialog}
        aria-label={routeNames.menus}
        className={styles.drawer}
        onClose={() => setIsOpen(false)}
        // A click on the backdrop lands on the dialog itself.
        onClick={(event) => event.target === dialog.current && close()}
      >
        <div className={styles.drawerHead}>
          <PlainButton variant="icon" aria-label={commonMessages.close} onClick={close}>
            <CloseIcon />
          </PlainButton>
        </div>
        <nav aria-label={routeNames.menus}>
          <ul className={styles.drawerList}>
            {flattenTree(tree).map((node) => (
              <li key={node.item.id}>
                <MenuEntry item={node.item} depth={node.depth} onChoose={close} />
              </li>
            ))}
          </ul>
        </nav>
      </dialog>
    </>
  );
}

/**
 * The dynamic navbar items (SPEC §2): from `menu/get-menues` (cached for the session), items with
 * children as dropdowns; a link item opens in a new tab, any other opens its content page. On narrow
 * screens every item sits in a drawer behind one menu button. Plain HTML and CSS: the visitor's first
 * page shows it.
 */
export function NavbarMenu() {
  const { data } = useMenues();
  const tree = useMemo(() => buildMenuTree(data ?? []), [data]);
  if (tree.length === 0) return null;

  return (
    <>
      <nav aria-label={routeNames.menus} className={styles.bar}>
        {tree.map((node) =>
          node.children.length > 0 ? (
            <Dropdown key={node.item.id} node={node} />
          ) : (
            <LinkButton key={node.item.id} {...targetProps(node.item)}>
              {node.item.fname}
              <LinkMark item={node.item} />
            </LinkButton>
          ),
        )}
      </nav>
      <MenuDrawer tree={tree} />
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { Menu, useDirection } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { categoryLinkParams, type Category } from '../../../features/catalogue';
import type { Intent } from '../../../shared/speed/onDemand';
import classes from './CategoryBar.module.css';
import { CategoryMenuButton } from './CategoryMenuButton';
import direction from './Direction.module.css';

/**
 * The dropdown of a top category with sub-categories: the category itself first, then each
 * sub-category. Loaded on demand (CategoryBar); `intent` says how the shopper reached for it
 * before it had loaded: a mouse over it or a press opens it, the keyboard's focus stays on it.
 */
export function CategoryDropdown({ category, intent }: { category: Category; intent?: Intent }) {
  return (
    <Menu
      defaultOpened={intent === 'hover' || intent === 'press'}
      trigger="click-hover"
      openDelay={60}
      closeDelay={150}
      position="bottom-start"
      shadow="md"
      width={240}
      offset={6}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <CategoryMenuButton category={category} autoFocus={intent === 'focus' || intent === 'press'} />
      </Menu.Target>
      <Menu.Dropdown>
        <CategoryItems category={category} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The items of a dropdown: "All of <category>", then each sub-category (nested ones as sub-menus). */
function CategoryItems({ category }: { category: Category }) {
  // Text from the API goes into <Trans> as an element: Lingui reads tags in a string value.
  const title = <>{category.title}</>;
  return (
    <>
      <Menu.Item
        className={classes.dropdownLink}
        fw={700}
        renderRoot={(props) => (
          <Link to="/category/$categoryId/$categoryName" params={categoryLinkParams(category)} {...props} />
        )}
      >
        <Trans>All of {title}</Trans>
      </Menu.Item>
      <Menu.Divider />
      {(category.categories ?? []).map((child) =>
        child.categories?.length ? (
          <SubCategoryMenu key={child.id} category={child} />
        ) : (
          <Menu.Item
            key={child.id}
            className={classes.dropdownLink}
            renderRoot={(props) => (
              <Link to="/category/$categoryId/$categoryName" params={categoryLinkParams(child)} {...props} />
            )}
          >
            {child.title}
          </Menu.Item>
        ),
      )}
    </>
  );
}

/**
 * A sub-category with its own sub-categories. Mantine opens a sub-menu with ArrowRight and closes
 * it with ArrowLeft in both directions, not with Enter, and loses the focus on the way back; so
 * the keys are handled here: Enter, Space or the forward arrow (ArrowLeft in Arabic) open it and
 * focus its first item, the backward arrow closes it and returns to its item.
 */
function SubCategoryMenu({ category }: { category: Category }) {
  const { dir } = useDirection();
  const [opened, setOpened] = useState(false);
  const itemRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';

  const onItemKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== forward && event.key !== backward) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === backward) return;
    setOpened(true);
    window.setTimeout(() => dropdownRef.current?.querySelector<HTMLElement>('[data-menu-item]')?.focus(), 30);
  };
  const onDropdownKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key !== backward) return;
    setOpened(false);
    itemRef.current?.focus();
  };

  return (
    <Menu.Sub opened={opened} onChange={setOpened} openDelay={60} closeDelay={150}>
      <Menu.Sub.Target>
        <Menu.Sub.Item
          ref={itemRef}
          className={classes.dropdownLink}
          onKeyDownCapture={onItemKey}
          rightSection={<IconChevronLeft size={14} aria-hidden className={direction.forward} />}
        >
          {category.title}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown ref={dropdownRef}>
        {/* The dropdown's own onKeyDownCapture is taken by Mantine's Escape handling. */}
        <div role="none" onKeyDownCapture={onDropdownKey}>
          <CategoryItems category={category} />
        </div>
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Menu, useDirection } from '@mantine/core';
import { IconChevronDown, IconChevronLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { categoryLinkParams, useCategories, type Category } from '../../features/catalogue';
import classes from './header/CategoryBar.module.css';
import direction from './header/Direction.module.css';

/**
 * The desktop category bar (SPEC §2): "All" leads to the store, then every top category; one with
 * sub-categories opens a dropdown of them (on hover or click, and from the keyboard).
 */
export function CategoryBar() {
  const { t } = useLingui();
  const categories = useCategories().data ?? [];

  return (
    <Box component="nav" aria-label={t`Categories`} visibleFrom="md" className={classes.bar}>
      <Container size="xl">
        <ul className={classes.list}>
          <li>
            <Link to="/Store" className={classes.item} activeProps={{ 'aria-current': 'page' }}>
              <Trans>All</Trans>
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              {category.categories?.length ? (
                <CategoryMenu category={category} />
              ) : (
                <CategoryLink category={category} className={classes.item} />
              )}
            </li>
          ))}
        </ul>
      </Container>
    </Box>
  );
}

function CategoryLink({ category, className }: { category: Category; className?: string }) {
  return (
    <Link
      to="/category/$categoryId/$categoryName"
      params={categoryLinkParams(category)}
      className={className}
      activeProps={{ 'aria-current': 'page' }}
    >
      {category.title}
    </Link>
  );
}

/** A top category with sub-categories: a button opening the list, the category itself first. */
function CategoryMenu({ category }: { category: Category }) {
  return (
    <Menu
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
        <button type="button" className={`${classes.item} ${classes.button}`}>
          {category.title}
          <IconChevronDown size={14} stroke={2} aria-hidden className={classes.chevron} />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        <CategoryItems category={category} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The items of a dropdown: "All of <category>", then each sub-category (nested ones as sub-menus). */
function CategoryItems({ category }: { category: Category }) {
  const title = category.title;
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

import { onDemand, useIntent, useOnDemand } from '../../../shared/speed/onDemand';
import { UserButton } from './UserButton';

const accountMenu = onDemand(() => import('./AccountMenu').then((module) => module.AccountMenu));

/** The account menu: its button at once, the menu's code once the shopper reaches for it. */
export function UserMenu() {
  const [intent, intentHandlers] = useIntent();
  // Not swapped when a mouse comes over: a click landing while the button is swapped would be
  // lost. The press itself swaps it (the menu opens) and so does the keyboard's focus.
  const loaded = useOnDemand(accountMenu, intent === 'press' || intent === 'focus');
  return loaded ? <accountMenu.Loaded intent={intent} /> : <UserButton {...intentHandlers} />;
}

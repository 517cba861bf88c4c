import { onDemand, useIntent, useOnDemand } from '../../../shared/ui/onDemand';
import { UserButton } from './UserButton';

const accountMenu = onDemand(() => import('./AccountMenu').then((module) => module.AccountMenu));

/** The account menu: its button at once, the menu's code once the shopper reaches for it. */
export function UserMenu() {
  const [intent, intentHandlers] = useIntent();
  const loaded = useOnDemand(accountMenu, !!intent);
  return loaded ? <accountMenu.Loaded intent={intent} /> : <UserButton {...intentHandlers} />;
}

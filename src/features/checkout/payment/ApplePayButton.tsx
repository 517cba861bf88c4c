import { useLingui } from '@lingui/react/macro';
import { IconBrandAppleFilled } from '@tabler/icons-react';
import { useLanguage } from '../../../shared/language';
import classes from './ApplePayButton.module.css';

interface ApplePayButtonProps {
  /** Must open the sheet in the click itself (startApplePay before any await). */
  onClick: () => void;
  /** While a payment is on its way, or the order cannot be paid yet. */
  disabled?: boolean;
}

/**
 * The Apple Pay button as Apple asks it to look. Safari draws it itself, in the page's language;
 * its name for screen readers says what it does in the shopper's language either way.
 */
export function ApplePayButton({ onClick, disabled = false }: ApplePayButtonProps) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <button type="button" className={classes.button} lang={language} aria-label={t`Pay with Apple Pay`} onClick={onClick} disabled={disabled}>
      {/* Apple's mark, the same in every language and always left to right. */}
      <span className={classes.mark} aria-hidden="true" lang="en" dir="ltr">
        <IconBrandAppleFilled size={20} aria-hidden />
        Pay
      </span>
    </button>
  );
}

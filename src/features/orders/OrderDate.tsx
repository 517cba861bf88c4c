import { formatDate } from '../../shared/formatDate';
import { useLanguage } from '../../shared/language';

/** When an order or a transaction happened, in the shopper's language, as a <time> element. */
export function OrderDate({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const language = useLanguage();
  return <time dateTime={value}>{formatDate(value, language, { withTime })}</time>;
}

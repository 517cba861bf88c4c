import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container } from '@mantine/core';
import { errors } from '../messages';
import { LoadFailed } from './LoadFailed';

interface ErrorPageProps {
  onRetry: () => void;
  standalone?: boolean;
  /** The page's data did not come (the API is down or slow): it is worth trying again shortly. */
  unavailable?: boolean;
}

/**
 * What a shopper sees instead of a white screen when a page breaks: try again, or go home. The
 * notice of a part of a page that failed to load, with its words, as it is in the first page's
 * code. Home is a plain link: it starts the app afresh, whatever broke.
 */
export function ErrorPage({ onRetry, standalone, unavailable }: ErrorPageProps) {
  const { t } = useLingui();
  return (
    // Without the frame (the router or the frame itself broke) it is the page's main landmark.
    <Container component={standalone ? 'main' : 'div'} size="sm" py="xl">
      {/* Without the frame, the store's logo still says where the shopper is. */}
      {standalone && <img src="/logo.svg" alt={t`Gold Store`} width={150} height={50} />}
      <LoadFailed
        title={
          <span role="heading" aria-level={1}>
            {t(unavailable ? errors.unavailable : errors.somethingWentWrong)}
          </span>
        }
        description={unavailable && <Trans>We could not show this page just now. Please try again in a moment.</Trans>}
        onRetry={onRetry}
      >
        <Button component="a" href="/" variant="default">
          <Trans>Back to the home page</Trans>
        </Button>
      </LoadFailed>
    </Container>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandTelegram, IconBrandWhatsapp, IconBrandX, IconLink } from '@tabler/icons-react';
import { useLocation, useRouteContext } from '@tanstack/react-router';
import { useId, type ComponentType } from 'react';
import { errors, successes } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { SHARE_TARGETS, shareUrl, type ShareTarget } from './shareLinks';
import { Hint } from '../../shared/speed/Hint';

const NETWORKS: Record<ShareTarget, { name: MessageDescriptor; Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>; color: string }> = {
  whatsapp: { name: msg`Share on WhatsApp`, Icon: IconBrandWhatsapp, color: '#1a7f45' },
  x: { name: msg`Share on X`, Icon: IconBrandX, color: '#000000' },
  facebook: { name: msg`Share on Facebook`, Icon: IconBrandFacebook, color: '#1463d6' },
  telegram: { name: msg`Share on Telegram`, Icon: IconBrandTelegram, color: '#1d7ab0' },
};

/** Share the product to social networks and messengers (each in a new tab), or copy its link. */
export function ShareButtons({ title }: { title: string }) {
  const { t } = useLingui();
  const labelId = useId();
  const location = useLocation();
  // The address the shopper sees, without any API or build detail.
  const origin = useRouteContext({ from: '__root__', select: (context) => context.origin });
  const pageUrl = `${origin}${location.pathname}`;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      notify(successes.linkCopied, 'success');
    } catch {
      notify(errors.somethingWentWrong, 'error');
    }
  };

  return (
    <Group gap="xs" align="center">
      <Text fw={600} id={labelId}>
        <Trans>Share</Trans>
      </Text>
      <Group gap={6} role="group" aria-labelledby={labelId}>
        {SHARE_TARGETS.map((target) => {
          const { name, Icon, color } = NETWORKS[target];
          const label = `${t(name)} ${t`(opens in a new tab)`}`;
          return (
            <Hint key={target} label={t(name)}>
              <ActionIcon
                component="a"
                href={shareUrl(target, pageUrl, title)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                size="lg"
                radius="xl"
                variant="filled"
                color={color}
              >
                <Icon size={20} aria-hidden />
              </ActionIcon>
            </Hint>
          );
        })}
        <Button variant="light" size="sm" radius="xl" leftSection={<IconLink size={18} aria-hidden />} onClick={copyLink}>
          <Trans>Copy link</Trans>
        </Button>
      </Group>
    </Group>
  );
}

import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Image, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatFileSize } from './fileSize';
import { useCallback } from 'react';

/**
 * A ref for an <img> that shows a file through a blob: address, made when the image is attached
 * and revoked when it goes (removed, unmounted) or the file changes (React 19 ref cleanups).
 */
function useObjectUrlSource(file: Blob) {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}

interface AttachmentPreviewProps {
  file: File;
  onRemove: () => void;
  disabled?: boolean;
}

/**
 * One chosen file: its thumbnail, name and size, and a remove button. A picture is shown only
 * through <img src="blob:…">, never put into the page; a file no <img> can draw (a PDF) shows a
 * document icon instead.
 */
export function AttachmentPreview({ file, onRemove, disabled }: AttachmentPreviewProps) {
  const { t, i18n } = useLingui();
  const source = useObjectUrlSource(file);
  const [drawable, setDrawable] = useState(true);
  const size = formatFileSize(file.size, i18n);
  const name = file.name;
  return (
    <Paper component="li" withBorder radius="md" p="xs">
      <Group wrap="nowrap" gap="sm">
        {drawable ? (
          <Image ref={source} alt="" w={56} h={56} fit="cover" radius="sm" bg="gray.1" style={{ flexShrink: 0 }} onError={() => setDrawable(false)} />
        ) : (
          <ThemeIcon variant="light" color="gray" size={56} radius="sm" style={{ flexShrink: 0 }} aria-hidden>
            <IconFileText size={28} stroke={1.5} />
          </ThemeIcon>
        )}
        <Stack gap={0} style={{ flex: 1, minInlineSize: 0 }}>
          <Text size="sm" fw={600} truncate="end" dir="auto" title={name}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{size}</bdi>
          </Text>
        </Stack>
        <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} disabled={disabled} aria-label={t`Remove ${name}`}>
          <IconTrash size={18} stroke={1.5} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

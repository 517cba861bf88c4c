import '@mantine/dropzone/styles.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { avatarOf } from '../../shared/avatar';
import type { Gender } from '../auth';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from './profileValues';
import { msg } from '@lingui/core/macro';

// The profile's own messages, beside the shared ones of src/shared/messages.

const profileMessages = {
  avatarType: msg`Choose a JPG, PNG or WebP picture`,
  avatarSize: msg`The picture must be 2 MB or smaller`,
  avatarRules: msg`JPG, PNG or WebP, up to 2 MB`,
};

interface AvatarPickerProps {
  /** The saved picture, or null for the default one of `gender`. */
  saved: string | null | undefined;
  gender: Gender | '';
  /** A new picture chosen and not saved yet. */
  file: File | null;
  onChange: (file: File) => void;
  /** The server's message about the picture, or a refused file's. */
  error?: string;
  onRefused: (message: string) => void;
}

/** A local address for the chosen file, given back when the file changes or the picker leaves. */
function usePreview(file: File | null): string | undefined {
  const [preview, setPreview] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address exists only once the effect made it
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return file && preview?.file === file ? preview.url : undefined;
}

/** The shopper's picture, and a place to drop or choose another one, previewed before saving. */
export function AvatarPicker({ saved, gender, file, onChange, error, onRefused }: AvatarPickerProps) {
  const { t, i18n } = useLingui();
  const preview = usePreview(file);
  const hintId = useId();
  const errorId = useId();
  const openRef = useRef<() => void>(null);

  const refuse = ([rejection]: FileRejection[]) => {
    const tooLarge = rejection?.errors.some((problem) => problem.code === 'file-too-large');
    onRefused(i18n._(tooLarge ? profileMessages.avatarSize : profileMessages.avatarType));
  };

  return (
    <Stack gap="xs">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={preview ?? avatarOf({ avatar: saved ?? null, gender: gender || 'male' })} alt={preview ? t`The new picture, not saved yet` : t`Your picture`} size={88} radius="50%" />
        {/* A drop area with a real button inside: the area itself is not a control of its own. */}
        <Dropzone
          onDrop={([picked]) => picked && onChange(picked)}
          onReject={refuse}
          accept={AVATAR_TYPES}
          maxSize={AVATAR_MAX_BYTES}
          multiple={false}
          openRef={openRef}
          activateOnClick={false}
          activateOnKeyboard={false}
          enablePointerEvents
          radius="md"
          p="sm"
          style={{ flex: 1 }}
        >
          <Group gap="sm" wrap="wrap">
            <Button
              variant="light"
              size="sm"
              leftSection={<IconPhotoUp size={18} stroke={1.5} aria-hidden />}
              onClick={() => openRef.current?.()}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            >
              <Trans>Change picture</Trans>
            </Button>
            <Text size="xs" c="gray.7">
              <Trans>or drop one here</Trans>
            </Text>
          </Group>
        </Dropzone>
      </Group>
      <Text size="xs" c="gray.7" id={hintId}>
        {i18n._(profileMessages.avatarRules)}
        {file && (
          <>
            {' · '}
            <Trans>New picture, not saved yet</Trans>
          </>
        )}
      </Text>
      {error && (
        <Text size="sm" c="red.8" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

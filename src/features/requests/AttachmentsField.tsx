import '@mantine/dropzone/styles.layer.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Input, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconPhoto, IconPhotoUp, IconPhotoX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { isolate } from '../../shared/format';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, screenAttachments, type Refusal } from './attachmentRules';
import { AttachmentPreview } from './AttachmentPreview';
import { formatFileSize } from './fileSize';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** Why a file was not added, naming it, in the shopper's language. */
function refusalMessage({ name, reason }: Refusal, i18n: I18n): string {
  const file = isolate(name);
  // Told by the file's first bytes (attachmentKind.ts): an SVG, or anything renamed, ends here.
  if (reason === 'type') return i18n._(msg`"${file}" was not added: only JPG, PNG and WebP pictures and PDF files are accepted.`);
  if (reason === 'size') {
    const limit = isolate(formatFileSize(MAX_ATTACHMENT_BYTES, i18n));
    return i18n._(msg`"${file}" was not added: it is larger than ${limit}.`);
  }
  const max = MAX_ATTACHMENTS;
  return i18n._(msg`"${file}" was not added: at most ${plural(max, { one: '# picture', other: '# pictures' })} can be sent.`);
}

interface AttachmentsFieldProps {
  label: string;
  value: File[];
  onChange: (files: File[]) => void;
  /** The server's message about the attachments, if any. */
  error?: React.ReactNode;
  disabled?: boolean;
}

/**
 * Pictures chosen or dropped: only JPG, PNG, WebP and PDF (told by their first bytes) up to the size
 * limit, refused otherwise with a message naming the file; each shown with its thumbnail, name,
 * size and a remove button.
 */
export function AttachmentsField({ label, value, onChange, error, disabled }: AttachmentsFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const openPicker = useRef<() => void>(null);
  const [refused, setRefused] = useState<Refusal[]>([]);
  // A form reset (after a request is sent) empties the pictures: the last refusals go with them.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value.length === 0 && shown.length > 0) setRefused([]);
  }

  // Reading the files' first bytes takes a moment: a batch screened meanwhile waits for the one
  // before and adds to what it kept, so two quick drops do not overwrite each other.
  const screening = useRef<Promise<File[]> | null>(null);
  const add = (incoming: File[]) => {
    const screened = (screening.current ?? Promise.resolve(value)).then(async (current) => {
      const { kept, refused: notAdded } = await screenAttachments(current, incoming);
      setRefused(notAdded);
      if (kept.length !== current.length) onChange(kept);
      return kept;
    });
    screening.current = screened;
    void screened.finally(() => {
      if (screening.current === screened) screening.current = null;
    });
  };
  const remove = (file: File) => {
    setRefused([]);
    onChange(value.filter((item) => item !== file));
  };

  const limit = isolate(formatFileSize(MAX_ATTACHMENT_BYTES, i18n));
  const max = MAX_ATTACHMENTS;
  return (
    <Stack gap="xs" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-rules`}>
      <Input.Label id={`${id}-label`} component="div">
        {label}
      </Input.Label>
      <Dropzone
        onDrop={() => {}}
        // Every file goes through screenAttachments, which names the reason for each refusal.
        onDropAny={(files, rejections) => add([...files, ...rejections.map((rejection) => rejection.file)])}
        accept={ATTACHMENT_ACCEPT}
        openRef={openPicker}
        disabled={disabled}
        activateOnKeyboard={false}
        radius="md"
        p="lg"
      >
        <Group justify="center" gap="md" wrap="nowrap" mih={96}>
          <Dropzone.Accept>
            <IconPhotoUp size={40} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconPhotoX size={40} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={40} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <Text size="sm" ta="center">
            <Trans>Drop pictures here, or click to choose them</Trans>
          </Text>
        </Group>
      </Dropzone>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Text size="xs" c="dimmed" id={`${id}-rules`}>
          <Trans>
            JPG, PNG or WebP pictures or PDF files, up to {limit} each, at most{' '}
            <Plural value={max} one="# file" other="# files" />.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPhotoUp size={16} aria-hidden />}
            onClick={() => openPicker.current?.()}
            disabled={disabled}
          >
            <Trans>Choose pictures</Trans>
          </Button>
        </Group>
      </SimpleGrid>
      {refused.length > 0 && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t`Some files were not added`}
        >
          <List size="sm" spacing={4}>
            {refused.map((refusal, index) => (
              <List.Item key={`${refusal.name}-${index}`}>{refusalMessage(refusal, i18n)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {error && <Input.Error>{error}</Input.Error>}
      {value.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2 }}
          spacing="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Chosen pictures`}
        >
          {value.map((file, index) => (
            <AttachmentPreview
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              onRemove={() => remove(file)}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

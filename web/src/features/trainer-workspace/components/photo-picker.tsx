import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '../../../components/ui/chakra/avatar';
import { useEffect, useMemo, useRef } from 'react';
import { notify } from '../../../components/ui/notify';
import { photoProblem } from '../photo-rules';
import { WORKSPACE_TEXT } from '../messages';

/**
 * 'Upload Photo' with the spec's hint (docs/product.md#trainer-dashboard). The file is checked in the browser (JPG, PNG or
 * GIF under 2MB); a refused file shows an error and is not kept. Optional `busy` for uploads.
 */
export function PhotoPicker({
  file,
  onChange,
  currentUrl,
  busy = false,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  currentUrl?: string | null;
  busy?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <HStack gap="4">
      <Avatar.Root size="xl">
        <Avatar.Fallback />
        {(preview ?? currentUrl) && <Avatar.Image src={preview ?? currentUrl ?? undefined} alt="Profile photo" />}
      </Avatar.Root>
      <Stack gap="1">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          hidden
          aria-label="Profile photo file"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            e.target.value = '';
            if (!chosen) return;
            const problem = photoProblem(chosen);
            if (problem) return notify({ title: 'Invalid Photo', description: problem }, 'error');
            onChange(chosen);
          }}
        />
        <Button type="button" size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
          {WORKSPACE_TEXT.uploadPhoto}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {file ? file.name : WORKSPACE_TEXT.photoHint}
        </Text>
      </Stack>
    </HStack>
  );
}

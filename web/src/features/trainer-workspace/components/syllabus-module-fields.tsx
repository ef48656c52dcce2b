import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../../components/ui/chakra/input';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { formatLessonMinutes, LESSON_MINUTES, SYLLABUS_LIMITS } from '@skillsetu/domain';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { DEFAULT_LESSON_MINUTES, type SyllabusForm } from '../syllabus-form';

type Module = SyllabusForm[number];

/** One module of the syllabus editor: its title, its lessons (title and length) and their buttons. */
export function SyllabusModuleFields({
  index,
  module: m,
  onChange,
  onRemove,
}: {
  index: number;
  module: Module;
  onChange: (next: Module) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const setLesson = (i: number, patch: Partial<Module['lessons'][number]>) =>
    onChange({ ...m, lessons: m.lessons.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  return (
    <Box as="fieldset" borderWidth="1px" rounded="lg" p="3" minW="0">
      <Text as="legend" px="1" fontWeight="semibold" fontSize="sm">
        Module {n}
      </Text>
      <Stack gap="2">
        <HStack gap="2">
          <Input
            aria-label={`Module ${n} title`}
            placeholder="Module title"
            maxLength={SYLLABUS_LIMITS.titleLength}
            value={m.title}
            onChange={(e) => onChange({ ...m, title: e.target.value })}
          />
          <IconButton aria-label={`Remove module ${n}`} variant="ghost" size="sm" onClick={onRemove}>
            <LuTrash2 />
          </IconButton>
        </HStack>
        {m.lessons.map((l, i) => (
          <HStack key={i} gap="2" ps={{ base: '0', sm: '4' }} wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Input
              flex="1"
              minW="40"
              size="sm"
              aria-label={`Module ${n} lesson ${i + 1} title`}
              placeholder={`Lesson ${i + 1}`}
              maxLength={SYLLABUS_LIMITS.titleLength}
              value={l.title}
              onChange={(e) => setLesson(i, { title: e.target.value })}
            />
            <NativeSelect.Root size="sm" w="32" flexShrink="0">
              <NativeSelect.Field
                aria-label={`Module ${n} lesson ${i + 1} length`}
                value={String(l.minutes)}
                onChange={(e) => setLesson(i, { minutes: Number(e.target.value) })}
              >
                {LESSON_MINUTES.map((mins) => (
                  <option key={mins} value={mins}>
                    {formatLessonMinutes(mins)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <IconButton
              aria-label={`Remove module ${n} lesson ${i + 1}`}
              variant="ghost"
              size="sm"
              onClick={() => onChange({ ...m, lessons: m.lessons.filter((_, j) => j !== i) })}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        ))}
        <Button
          size="xs"
          variant="ghost"
          alignSelf="start"
          disabled={m.lessons.length >= SYLLABUS_LIMITS.lessonsPerModule}
          onClick={() => onChange({ ...m, lessons: [...m.lessons, { title: '', minutes: DEFAULT_LESSON_MINUTES }] })}
        >
          <LuPlus /> Add lesson to module {n}
        </Button>
      </Stack>
    </Box>
  );
}

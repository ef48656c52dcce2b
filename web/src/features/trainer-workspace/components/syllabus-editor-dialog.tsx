import { Button, CloseButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { Input } from '../../../components/ui/chakra/input';
import { SYLLABUS_LIMITS } from '@skillsetu/domain';
import { useState } from 'react';
import { LuListTree, LuPlus } from 'react-icons/lu';
import { notify } from '../../../components/ui/notify';
import type { WorkspaceCourse } from '../api/converters';
import { emptyModule, syllabusFromForm, syllabusToForm, type SyllabusForm } from '../syllabus-form';
import { FormField } from './form-field';
import { SyllabusModuleFields } from './syllabus-module-fields';

/**
 * Edit Syllabus on a dashboard course card (docs/decisions/074-course-syllabus.md): modules with
 * lessons and lengths, and the intro video link; saved on the course (shown on /course/{id}'s
 * Curriculum tab, Preview Course and Download Syllabus). The write lands in the offline cache at
 * once (docs/architecture.md#decision-3); a rejection by the server shows a toast.
 */
export function SyllabusEditorDialog({ course }: { course: WorkspaceCourse }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<SyllabusForm>(() => syllabusToForm(course.syllabus));
  const [video, setVideo] = useState(course.intro_video_url);
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setForm(syllabusToForm(course.syllabus));
      setVideo(course.intro_video_url);
      setError(null);
    }
    setOpen(next);
  };
  const save = () => {
    const result = syllabusFromForm(form, video);
    if (!result.ok) return setError(result.message);
    setOpen(false);
    // the write module loads the Firestore SDK (already loaded on the dashboard); kept out of the card's imports
    import('../api/course-writes')
      .then((m) => m.saveCourseSyllabus(course.id, result.syllabus, result.introVideoUrl))
      .catch((e: unknown) => {
        console.error('Saving the syllabus failed', e);
        notify({ title: 'Save Failed', description: 'The syllabus could not be saved. Please try again.' }, 'error');
      });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          <LuListTree aria-hidden /> {course.syllabus.length > 0 ? 'Edit Syllabus' : 'Add Syllabus'}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Syllabus</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">
                  Up to {SYLLABUS_LIMITS.modules} modules of up to {SYLLABUS_LIMITS.lessonsPerModule} lessons. Learners
                  see it on the course page before they enrol.
                </Text>
                <FormField label="Intro video link (optional)">
                  <Input
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    value={video}
                    onChange={(e) => setVideo(e.target.value)}
                  />
                </FormField>
                {form.map((m, i) => (
                  <SyllabusModuleFields
                    key={i}
                    index={i}
                    module={m}
                    onChange={(next) => setForm(form.map((x, j) => (j === i ? next : x)))}
                    onRemove={() => setForm(form.filter((_, j) => j !== i))}
                  />
                ))}
                <Button
                  variant="outline"
                  alignSelf="start"
                  disabled={form.length >= SYLLABUS_LIMITS.modules}
                  onClick={() => setForm([...form, emptyModule()])}
                >
                  <LuPlus /> Add module
                </Button>
                {error && (
                  <Text role="alert" color="red.fg" fontSize="sm">
                    {error}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button colorPalette="blue" onClick={save}>
                Save Syllabus
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

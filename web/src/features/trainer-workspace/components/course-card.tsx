import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { Input } from '../../../components/ui/chakra/input';
import { Textarea } from '../../../components/ui/chakra/textarea';
import {
  BATCH_SIZES,
  COURSE_DURATIONS,
  COURSE_MESSAGES,
  coursePricePreview,
  coursePublishProblems,
  feePreviewText,
  TRAINING_MODES,
  type PlanId,
} from '@skillsetu/domain';
import { useState } from 'react';
import { LuCloudUpload, LuExternalLink, LuTriangleAlert } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import type { WorkspaceCourse } from '../api/converters';
import { courseToDraft } from '../course-draft';
import { WORKSPACE_TEXT } from '../messages';
import type { CourseDraft } from '../stores/course-drafts';
import { CompletionThresholdSelect } from './completion-threshold-select';
import { CourseActionsDialog } from './course-actions-dialog';
import { FormField } from './form-field';
import { OptionSelect } from './option-select';
import { SelfPacedToggle } from './self-paced-toggle';
import { SyllabusEditorDialog } from './syllabus-editor-dialog';
import { TrainingSummary } from './training-summary';

/** Props of a dashboard course card: the saved course, the unsaved draft (if any) and the actions. */
export interface CourseCardProps {
  course: WorkspaceCourse;
  draft?: CourseDraft;
  /** Why the last save was rejected by the server (the draft holds the text). */
  rejected?: string;
  onField: (field: keyof CourseDraft, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onPublish: () => void;
  onDelete: () => void;
  /** Stops new sales of a published course (ADR 133). */
  onUnpublish?: () => void;
  /** Paid, active enrolments (course_stats): > 0 blocks Delete; null while unknown. Default 0. */
  students?: number | null;
  /** Sets the course's self_paced (sold without a batch, ADR 132). */
  onSelfPaced?: (selfPaced: boolean) => void;
  /** Sets the course's completion_threshold (whole percent, ADR 205). */
  onCompletionThreshold?: (percent: number) => void;
  /** The plan whose commission a sale pays now (fee preview under the price; docs/decisions/161-honest-fees.md). */
  salePlan?: PlanId;
}

/** "Learners pay ₹X · you receive ₹Y" for the typed price, or nothing while it is empty or not a number. */
function priceHint(price: string, plan: PlanId): string | undefined {
  const preview = price.trim() === '' ? null : coursePricePreview(Number(price), plan);
  return preview ? feePreviewText(preview) : undefined;
}

/**
 * A course card of the dashboard (docs/product.md#trainer-dashboard): click-to-edit title ('Untitled Course'
 * when empty), Published/Draft and Unsaved badges, the actions dialog, editable details with
 * Save/Cancel, the Training Summary, Add/Edit Syllabus, the public page link once published, and
 * 'saved on this device' while the write is pending.
 */
export function CourseCard({
  course,
  draft,
  rejected,
  onField,
  onSave,
  onCancel,
  onPublish,
  onDelete,
  onUnpublish = () => undefined,
  students = 0,
  onSelfPaced = () => undefined,
  onCompletionThreshold = () => undefined,
  salePlan = 'starter',
}: CourseCardProps) {
  const [editingTitle, setEditingTitle] = useState(false);
  const [editing, setEditing] = useState(false);
  const values = draft ?? courseToDraft(course);
  const title = values.title.trim() || COURSE_MESSAGES.untitled;
  const field = (name: keyof CourseDraft) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => onField(name, e.target.value),
  });

  return (
    <Card.Root data-testid="course-card" aria-label={`Course ${title}`}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          {editingTitle ? (
            <Input
              aria-label="Course title"
              autoFocus
              {...field('title')}
              onBlur={() => setEditingTitle(false)}
              onKeyDown={(e) => e.key === 'Enter' && setEditingTitle(false)}
            />
          ) : (
            <Button
              variant="plain"
              p="0"
              h="auto"
              fontSize="lg"
              fontWeight="semibold"
              whiteSpace="normal"
              overflowWrap="anywhere"
              flex="1"
              minW="0"
              flexShrink={1}
              textAlign="start"
              title="Click to edit the title"
              onClick={() => setEditingTitle(true)}
            >
              {title}
            </Button>
          )}
          <CourseActionsDialog
            title={title}
            unsaved={Boolean(draft)}
            published={course.is_active}
            publishProblems={coursePublishProblems(course)}
            students={students}
            onSave={onSave}
            onPublish={onPublish}
            onUnpublish={onUnpublish}
            onDelete={onDelete}
          />
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={course.is_active ? 'green' : 'gray'}>{course.is_active ? 'Published' : 'Draft'}</Badge>
          {draft && <Badge colorPalette="orange">Unsaved</Badge>}
          {/* the public course page exists once published (docs/decisions/072-courses-as-pages.md) */}
          {course.is_active && (
            <Button asChild size="xs" variant="plain" colorPalette="blue" px="0">
              <Link to={`/course/${course.id}`} aria-label={`View the course page of ${title}`}>
                View course page <LuExternalLink aria-hidden />
              </Link>
            </Button>
          )}
        </HStack>
        {course.pending && (
          <HStack color="blue.fg" fontSize="sm" role="status" data-testid="pending-sync">
            <LuCloudUpload aria-hidden />
            <Text>{WORKSPACE_TEXT.pendingSync}</Text>
          </HStack>
        )}
        {rejected && (
          <HStack color="red.fg" fontSize="sm" role="alert">
            <LuTriangleAlert aria-hidden />
            <Text>{rejected}</Text>
          </HStack>
        )}
      </Card.Header>
      <Card.Body>
        {editing ? (
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <FormField label="Total Program Fee (₹)" helper={priceHint(values.price, salePlan)}>
                <Input type="number" min={0} inputMode="decimal" {...field('price')} />
              </FormField>
              <FormField label="Duration">
                <OptionSelect options={COURSE_DURATIONS} placeholder="Select duration" {...field('duration')} />
              </FormField>
              <FormField label="Mode of Training">
                <OptionSelect options={TRAINING_MODES} placeholder="Select mode" {...field('mode')} />
              </FormField>
              <FormField label="Batch Size">
                <OptionSelect options={BATCH_SIZES} placeholder="Select batch size" {...field('batch_size')} />
              </FormField>
            </SimpleGrid>
            <FormField label="Prerequisites">
              <Input {...field('prerequisites')} />
            </FormField>
            <FormField label="Program Description">
              <Textarea rows={3} {...field('description')} />
            </FormField>
            <HStack>
              <Button
                colorPalette="blue"
                onClick={() => {
                  setEditing(false);
                  onSave();
                }}
              >
                Save
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setEditing(false);
                  onCancel();
                }}
              >
                Cancel
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Stack gap="3">
            <TrainingSummary values={values} />
            <SelfPacedToggle courseId={course.id} checked={course.self_paced} onChange={onSelfPaced} />
            <CompletionThresholdSelect
              courseId={course.id}
              value={course.completion_threshold}
              onChange={onCompletionThreshold}
            />
            <HStack wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                Edit Details
              </Button>
              <SyllabusEditorDialog course={course} />
              {draft && (
                <Button size="sm" colorPalette="blue" onClick={onSave}>
                  Save
                </Button>
              )}
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

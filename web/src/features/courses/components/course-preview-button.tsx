import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { CourseDetail } from '../course-detail';

const loadDialog = () => import('./course-preview-dialog');
const CoursePreviewDialog = lazy(() => loadDialog().then((m) => ({ default: m.CoursePreviewDialog })));
const prefetch = () => void loadDialog().catch(() => undefined);

/**
 * The sidebar's Preview Course button (docs/decisions/074-course-syllabus.md). The dialog and its
 * code (Chakra Dialog, Portal, presence) load when the button is hovered, focused or clicked, not
 * with the course page (docs/decisions/223-course-page-dialog-on-intent.md); focus returns to the
 * button when the dialog closes.
 */
export function CoursePreviewButton({ course }: { course: CourseDetail }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        colorPalette="blue"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Preview Course
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CoursePreviewDialog course={course} open={open} onOpenChange={setOpen} finalFocus={() => button.current} />
        </Suspense>
      )}
    </>
  );
}

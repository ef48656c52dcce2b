import { Button } from '@chakra-ui/react';
import type { ToastText } from '@skillsetu/domain';
import { useState } from 'react';
import { LuBell, LuBellRing } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';

/** Toasts of Notify Me (ADR 072). */
export const NOTIFY_ME_MESSAGES = {
  watching: {
    title: "We'll keep you posted",
    description: 'You will get a notification when this course changes price or a new batch is scheduled.',
  },
  signIn: { title: 'Please sign in', description: 'Sign in to get notified about this course.' },
  failed: { title: 'Could not subscribe', description: 'Please try again in a moment.' },
} as const;

/**
 * Notify Me on a live course page: subscribes the signed-in learner (course_watchers); a visitor
 * is sent to sign in. Shows 'Notifying you' once subscribed.
 */
export function CourseNotifyButton({ courseId }: { courseId: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'watching'>('idle');
  // The toast helper loads with the click, as the subscription does: nothing of either on the first
  // paint. A toast that cannot load is left out; it never changes the button's state.
  const onClick = async () => {
    setState('busy');
    const toasts = import('../../../components/ui/notify');
    const toast = (text: ToastText, type: 'success' | 'error' | 'info') =>
      void toasts.then(({ notify }) => notify(text, type)).catch(() => undefined);
    try {
      const { watchCourse } = await import('../api/watch-course');
      if ((await watchCourse(courseId)) === 'signed-out') {
        setState('idle');
        toast(NOTIFY_ME_MESSAGES.signIn, 'info');
        navigate('/auth');
        return;
      }
      setState('watching');
      toast(NOTIFY_ME_MESSAGES.watching, 'success');
    } catch (err) {
      console.error('Notify Me failed', err);
      setState('idle');
      toast(NOTIFY_ME_MESSAGES.failed, 'error');
    }
  };
  return (
    <Button
      variant="outline"
      colorPalette="blue"
      loading={state === 'busy'}
      disabled={state === 'watching'}
      onClick={() => void onClick()}
    >
      {state === 'watching' ? <LuBellRing aria-hidden /> : <LuBell aria-hidden />}
      {state === 'watching' ? 'Notifying you' : 'Notify Me'}
    </Button>
  );
}

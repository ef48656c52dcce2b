import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReportAction } from '@skillsetu/domain';
import { useState } from 'react';
import { notify } from '../../../components/ui/notify';
import { actOnReport } from '../api/messaging-callables';

const ACTIONS: { action: ReportAction; label: string; done: string; palette: string }[] = [
  { action: 'resolve', label: 'Resolve', done: 'Report resolved', palette: 'gray' },
  { action: 'warn', label: 'Warn sender', done: 'Warning sent to the sender', palette: 'orange' },
  { action: 'block', label: 'Block sender', done: 'Sender blocked: their account is disabled', palette: 'red' },
];

/** Which actions a report in `status` still allows (ADR 178): open → any; warned → resolve or block. */
const allowed = (status: string, action: ReportAction) =>
  status === 'open' || (status === 'warned' && action !== 'warn');

/**
 * Resolve / Warn sender / Block sender for one reported conversation (adminActOnReport, audited).
 * Block asks for confirmation first: it disables the sender's account. The live report list shows
 * the new status once the server has written it.
 */
export function ReportActions({ reportId, status }: { reportId: string; status: string }) {
  const [busy, setBusy] = useState<ReportAction | null>(null);
  const run = async (a: (typeof ACTIONS)[number]) => {
    if (a.action === 'block' && !window.confirm('Block the sender? Their account will be disabled.')) return;
    setBusy(a.action);
    try {
      await actOnReport({ reportId, action: a.action });
      notify({ title: a.done }, 'success');
    } catch (err) {
      notify({ title: 'Could not act on this report', description: (err as Error).message }, 'error');
    } finally {
      setBusy(null);
    }
  };
  const open = ACTIONS.filter((a) => allowed(status, a.action));
  if (open.length === 0) {
    return (
      <Text fontSize="xs" color="fg.muted">
        Closed.
      </Text>
    );
  }
  return (
    <HStack gap="2" wrap="wrap">
      {open.map((a) => (
        <Button
          key={a.action}
          size="xs"
          variant="outline"
          colorPalette={a.palette}
          loading={busy === a.action}
          disabled={busy !== null}
          onClick={() => void run(a)}
        >
          {a.label}
        </Button>
      ))}
    </HStack>
  );
}

import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { describePlanCancellation, PLAN_CANCEL_MESSAGES, PLANS, type PlanId } from '@skillsetu/domain';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/notify';
import { useCancelPlan } from '../hooks/use-cancel-plan';

/**
 * 'Cancel plan' on the dashboard's plan card (docs/decisions/085-plan-money-back.md): opening asks the server what a
 * cancellation does now and states it — the full refund in rupees under the 30-day money-back
 * guarantee, or the end date without renewal — before the trainer confirms. The profile listener
 * then shows the new plan (Starter, or the end date). Inside `<WithFirebase>`.
 */
export function CancelPlanButton({ plan }: { plan: PlanId }) {
  const { state, quote, confirm, reset } = useCancelPlan();
  const name = PLANS[plan].name;
  const open = state.step !== 'idle';
  const onConfirm = async () => {
    const result = await confirm();
    if (!result) return;
    reset();
    notify(
      result.outcome === 'refund'
        ? { title: PLAN_CANCEL_MESSAGES.refundTitle, description: describePlanCancellation(result, name) }
        : { title: PLAN_CANCEL_MESSAGES.periodEndTitle, description: describePlanCancellation(result, name) },
      'success',
    );
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          if (state.step === 'idle') void quote();
        } else if (!(state.step === 'quoted' && state.confirming)) reset();
      }}
      trigger={
        <Dialog.Trigger asChild>
          <Button size="sm" variant="outline" colorPalette="red">
            Cancel plan
          </Button>
        </Dialog.Trigger>
      }
      title={`Cancel your ${name} plan?`}
      closeButton
      contentProps={{ mx: '4', maxW: { base: 'calc(100vw - 2rem)', sm: 'md' } }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={state.step === 'quoted' && state.confirming}>
              Keep plan
            </Button>
          </Dialog.ActionTrigger>
          {state.step === 'quote-failed' && <Button onClick={() => void quote()}>Try again</Button>}
          {state.step === 'quoted' && state.quote.outcome !== 'already_cancelled' && (
            <Button colorPalette="red" loading={state.confirming} onClick={() => void onConfirm()}>
              {state.quote.outcome === 'refund' ? 'Cancel and refund' : 'Cancel plan'}
            </Button>
          )}
        </>
      }
    >
      {state.step === 'quoting' && (
        <Stack direction="row" align="center" gap="2" aria-live="polite">
          <Spinner size="sm" />
          <Text>Checking what you get back…</Text>
        </Stack>
      )}
      {state.step === 'quote-failed' && (
        <Text role="alert" color="fg.error">
          {state.error}
        </Text>
      )}
      {state.step === 'quoted' && (
        <Stack gap="3">
          <Text data-testid="cancel-plan-quote">{describePlanCancellation(state.quote, name)}</Text>
          {state.error && (
            <Text role="alert" color="fg.error">
              {state.error}
            </Text>
          )}
        </Stack>
      )}
    </ConfirmDialog>
  );
}

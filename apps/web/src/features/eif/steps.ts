// The steps live in the domain (the summary PDF walks them too).
export { EIF_STEPS, EIF_TASK_ID, type EifStepId, type EifSubStepId } from '@onboard/domain';

/** /outside-signer/{outsideSignerActionId} and /outside-signer/eif-summary (spec §2; decision 108). */
export {
  OutsideSignerPage,
  OutsideSignerSummaryPage,
} from '../features/outside-signer/components/OutsideSignerPages.js';

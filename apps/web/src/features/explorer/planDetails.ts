/*
 * The rows a plan card and the comparison table show: @onboard/domain's (the gateway's first HTML shows the
 * same rows, decision 177).
 */
export {
  formatDate,
  formatMoney,
  planDetailRows,
  planTypeName,
  type DetailRow,
  type Translate,
} from '@onboard/domain';

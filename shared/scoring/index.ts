/** Raw marks to scores and bands (DESIGN.md section 5), the same on server and client. */
export { gradeFor } from './grade.ts'
export {
  ESTIMATE_ANCHOR,
  estimateTable,
  isEstimate,
  roundToScoreStep,
  scaleScore,
  scalingTableProblem,
  type ScalingPoint,
  type ScalingTable,
} from './scale.ts'

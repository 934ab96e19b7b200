export { AssessmentPlanForm } from './components/assessment-plan-form';
export { AssessmentsPanel } from './components/assessments-panel';

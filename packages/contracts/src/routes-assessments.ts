import { z } from 'zod';
import { route } from './route';
import {
  assessmentParams,
  assessmentPlan,
  assessmentPlanResponse,
  assignAssessmentBody,
  patientAssessmentDetail,
  patientAssessmentQuery,
  patientAssessmentsResponse,
  staffAssessment,
  submitAssessmentBody,
  submitAssessmentResponse,
} from './schemas/assessments';
import { centerParams } from './schemas/centers';
import { idParams } from './schemas/common';

/**
 * Standardized assessments (issue 39): the patient's own under /patient/assessments, a patient's
 * for staff under /v3/memberships/{id}/assessments. Spread into the one route table (routes.ts).
 */
export const assessmentRoutes = {
  patientAssessments: route({
    method: 'GET',
    path: '/patient/assessments',
    summary: 'My assessments: the ones due now, and the completed ones with their scores',
    access: 'patient',
    success: 200,
    response: patientAssessmentsResponse,
  }),
  patientAssessment: route({
    method: 'GET',
    path: '/patient/assessments/{id}',
    summary:
      'One of my assessments with its questions in my language (English where it has no validated translation)',
    access: 'patient',
    success: 200,
    params: assessmentParams,
    query: patientAssessmentQuery,
    response: patientAssessmentDetail,
  }),
  submitAssessment: route({
    method: 'POST',
    path: '/patient/assessments/{id}/responses',
    summary:
      'Answer a due assessment; scored on the server. A retry with the same client_key answers 200 with the first result',
    access: 'patient',
    success: 201,
    alsoSuccess: 200,
    params: assessmentParams,
    body: submitAssessmentBody,
    response: submitAssessmentResponse,
  }),
  listPatientAssessments: route({
    method: 'GET',
    path: '/v3/memberships/{id}/assessments',
    summary: "A patient's assessments (due, completed, missed), with the answers of completed ones",
    access: 'staff',
    success: 200,
    params: idParams,
    response: z.object({ assessments: z.array(staffAssessment) }),
  }),
  assignAssessment: route({
    method: 'POST',
    path: '/v3/memberships/{id}/assessments',
    summary: 'Assign one instrument to a patient now (due today)',
    access: 'staff',
    success: 201,
    params: idParams,
    body: assignAssessmentBody,
    response: z.object({ assessment: staffAssessment }),
  }),
  getAssessmentPlan: route({
    method: 'GET',
    path: '/v3/treatment_centers/{id}/assessment_plan',
    summary: "The center's assessment plan: which instruments, when, and the days to complete each",
    access: 'staff',
    success: 200,
    params: centerParams,
    response: assessmentPlanResponse,
  }),
  updateAssessmentPlan: route({
    method: 'PUT',
    path: '/v3/treatment_centers/{id}/assessment_plan',
    summary: "Set the center's assessment plan (owners); what is owed from now on follows it",
    access: 'owner',
    success: 200,
    params: centerParams,
    body: assessmentPlan,
    response: assessmentPlanResponse,
  }),
};

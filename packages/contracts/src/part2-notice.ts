/**
 * The 42 CFR 2.32(a)(1) notice that must accompany every disclosure made with consent, word for word
 * (2024 final rule, 89 FR 12472, compliance since 2026-02-16; text as published at
 * https://www.ecfr.gov/current/title-42/chapter-I/subchapter-A/part-2/subpart-C/section-2.32 and
 * checked against https://compliancecosmos.org/notice-and-copy-consent-accompany-disclosure). The
 * exports (FHIR, outcomes CSV) put it in the file, document or response they disclose; the portal
 * prints it on the copy of a disclosure consent. Legal wording: never translated.
 */
export const PART2_NOTICE =
  'This record which has been disclosed to you is protected by Federal confidentiality rules (42 CFR part 2). ' +
  'These rules prohibit you from using or disclosing this record, or testimony that describes the information ' +
  'contained in this record, in any civil, criminal, administrative, or legislative proceedings by any Federal, ' +
  'State, or local authority, against the patient, unless authorized by the consent of the patient, except as ' +
  'provided at 42 CFR 2.12(c)(5) or as authorized by a court in accordance with 42 CFR 2.64 or 2.65. In addition, ' +
  'the Federal rules prohibit you from making any other use or disclosure of this record unless at least one of ' +
  'the following applies: (i) Further use or disclosure is expressly permitted by the written consent of the ' +
  'individual whose information is being disclosed in this record or as otherwise permitted by 42 CFR part 2. ' +
  '(ii) You are a covered entity or business associate and have received the record for treatment, payment, or ' +
  'health care operations, or (iii) You have received the record from a covered entity or business associate as ' +
  'permitted by 45 CFR part 164, subparts A and E. A general authorization for the release of medical or other ' +
  'information is NOT sufficient to meet the required elements of written consent to further use or redisclose ' +
  'the record (see 42 CFR 2.31).';

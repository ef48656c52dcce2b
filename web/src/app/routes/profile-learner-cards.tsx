import { MyCertificatesCard } from '../../features/certificates';
import { MyLearningCard, useMyEnrollments } from '../../features/learning';

/**
 * /profile's learning part, composed here so auth, learning and certificates never import each
 * other: My Learning, then the certificates of the same live enrolments (ADR 206, ADR 244).
 */
export function ProfileLearnerCards({ uid }: { uid: string }) {
  const { status, items } = useMyEnrollments(uid);
  const certificateIds = items
    .map((e) => e.certificateId)
    .filter((id): id is string => typeof id === 'string' && id.length > 0);
  return (
    <>
      <MyLearningCard uid={uid} />
      <MyCertificatesCard status={status} certificateIds={certificateIds} />
    </>
  );
}

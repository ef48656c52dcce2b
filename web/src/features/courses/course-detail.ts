/** The course detail view model (docs/product.md#courses-and-batches): the sample course or a live course's fields. Rupees. */
export interface CourseDetail {
  id: string;
  title: string;
  description: string;
  price: number;
  /** null when the course has no struck-through original price (live courses). */
  originalPrice: number | null;
  duration: string;
  totalHours: number | null;
  students: number;
  rating: number;
  reviews: number;
  level: string;
  language: string;
  lastUpdated: string;
  category: string;
  skills: string[];
  /**
   * Live courses: false when it sells nothing now, having no upcoming batch with seats and not being
   * self-paced (the page says so instead of Enroll Now; docs/decisions/132-self-paced-courses.md).
   */
  sellable?: boolean;
  /** uid: the trainer's user id (live courses; null for the sample). */
  trainer: {
    id: number | null;
    uid: string | null;
    name: string;
    expertise: string;
    experience: string;
    students: number;
    rating: number;
  };
  upcomingCourses: {
    id: string;
    title: string;
    price: number;
    duration: string;
    description: string;
    launchDate: string;
  }[];
  curriculum: { module: string; lessons: { title: string; duration: string; completed: boolean }[] }[];
  features: string[];
  requirements: string[];
  testimonials: { id: string; name: string; rating: number; comment: string }[];
  /** Link to the trainer's intro video for this course (Preview Course); null when none. */
  introVideoUrl: string | null;
  /** Extra facts of a live course (mode, batch size). */
  mode: string | null;
  batchSize: string | null;
}

/** Number of lessons over all modules. */
export function lessonCount(c: CourseDetail): number {
  return c.curriculum.reduce((n, m) => n + m.lessons.length, 0);
}

// Part of `npm run bench:listing` (called by listing.mjs --inside): the documents read by the Reviews
// tab's first page (review_stats/trainer_{uid} + reviews where trainer_id == uid, created_at desc,
// limit REVIEW_LIMITS.pageSize + 1: the hook asks one more to know whether an Older page exists;
// web/src/features/reviews/api) with 10 and with 10,000 reviews of one trainer, and what the review
// trigger's exact recompute costs (five count aggregations, billed one read per 1,000 matches each).

const TRAINER = 'bench-reviews-trainer';
const SIZES = [10, 10_000];

/** Writes reviews [from, to) of one trainer over 20 courses, 500 per batch, 4 batches at a time. */
async function seedReviews(admin, from, to) {
  const chunks = [];
  for (let i = from; i < to; i += 500) chunks.push([i, Math.min(i + 500, to)]);
  for (let c = 0; c < chunks.length; c += 4) {
    await Promise.all(
      chunks.slice(c, c + 4).map(async ([a, b]) => {
        const batch = admin.batch();
        for (let i = a; i < b; i++) {
          const course = `bench-course-${i % 20}`;
          batch.set(admin.doc(`reviews/${course}_bench-learner-${i}`), {
            course_id: course,
            trainer_id: TRAINER,
            learner_id: `bench-learner-${i}`,
            learner_name: 'Bench L.',
            rating: 1 + ((i * 7) % 5),
            text: 'A benchmark review of a reasonable length.',
            created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
            updated_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
          });
        }
        await batch.commit();
      }),
    );
  }
}

/**
 * Runs the Reviews tab's first page as a visitor's web SDK would and returns one table row per size:
 * documents returned and read (the stats document + one page), and the trigger's count reads.
 */
export async function reviewsTabBench({ admin, web, fs, domain }) {
  const rows = [];
  let seeded = 0;
  for (const size of SIZES) {
    await seedReviews(admin, seeded, size);
    seeded = size;
    // What the trigger stores (functions/src/reviews/review-stats.ts): five exact counts.
    const base = admin.collection('reviews').where('trainer_id', '==', TRAINER);
    const perStar = await Promise.all(
      [1, 2, 3, 4, 5].map(async (star) => (await base.where('rating', '==', star).count().get()).data().count),
    );
    await admin.doc(`review_stats/trainer_${TRAINER}`).set(domain.reviewStatsOf(perStar));
    const triggerReads = perStar.reduce((sum, n) => sum + Math.max(1, Math.ceil(n / 1000)), 0);

    const t = performance.now();
    const stats = await fs.getDocFromServer(fs.doc(web, 'review_stats', `trainer_${TRAINER}`));
    const page = await fs.getDocsFromServer(
      fs.query(
        fs.collection(web, 'reviews'),
        fs.where('trainer_id', '==', TRAINER),
        fs.orderBy('created_at', 'desc'),
        fs.limit(domain.REVIEW_LIMITS.pageSize + 1),
      ),
    );
    const ms = performance.now() - t;
    rows.push({
      reviews: size,
      'shown on page 1': Math.min(page.size, domain.REVIEW_LIMITS.pageSize),
      'documents read (stats + page)': (stats.exists() ? 1 : 0) + page.size,
      'average shown': stats.get('rating'),
      'trigger recompute reads (5 counts)': triggerReads,
      'ms (first page)': Math.round(ms),
    });
  }
  return rows;
}

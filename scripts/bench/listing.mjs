// `npm run bench:listing`: how many documents the Find Trainers page reads, and how long its queries
// take, with 10 and with 10,000 trainers; then the Reviews tab's first page with 10 and 10,000
// reviews of one trainer (scripts/bench/reviews-tab.mjs). Starts its own Firestore emulator run (this
// SKILLSETU_PORT_OFFSET's ports), writes trainer_cards directly with batched Admin SDK writes (cards
// derived by domain's deriveTrainerCard from generated profiles), then runs the page's queries with
// the web SDK (domain listingQuerySpec → where + orderBy + limit, as web/src/features/trainers/api/
// web/src/features/trainers/api/worker/listeners.ts builds them, plus the getCountFromServer aggregation) and prints a table.
//
// Runs in two parts: this file outside (emulators:exec), and with --inside under tsx so it can
// import the TypeScript domain package.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SIZES = [10, 10_000];
// runs per query (SKILLSETU_BENCH_RUNS: fewer on a busy machine; the reads do not depend on it)
const RUNS = Number(process.env.SKILLSETU_BENCH_RUNS ?? 5) || 5;

/** Small deterministic PRNG (mulberry32) so every run benchmarks the same data. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Kavya',
  'Arjun',
  'Sneha',
  'Rahul',
  'Meera',
  'Karan',
  'Divya',
  'Amit',
  'Pooja',
  'Siddharth',
  'Neha',
  'Harsh',
  'Ishita',
  'Manish',
  'Lakshmi',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Nair',
  'Gupta',
  'Reddy',
  'Patel',
  'Singh',
  'Kulkarni',
  'Menon',
  'Rao',
  'Joshi',
  'Chauhan',
  'Banerjee',
  'Mishra',
  'Verma',
  'Khan',
  'Das',
  'Pillai',
  'Kapoor',
  'Yadav',
];
const SKILLS = {
  'Web Development': ['React', 'Node.js', 'TypeScript', 'CSS'],
  'Data Science': ['Python', 'Pandas', 'SQL', 'Statistics'],
  'Digital Marketing': ['SEO', 'Google Ads', 'Content Marketing'],
  'UI/UX Design': ['Figma', 'User Research', 'Prototyping'],
  'Mobile App Development': ['Kotlin', 'Flutter', 'React Native'],
  'Cloud Computing': ['AWS', 'Azure', 'Google Cloud'],
  'Artificial Intelligence': ['LLMs', 'Python', 'Computer Vision'],
  'Machine Learning': ['Scikit-learn', 'PyTorch', 'MLOps'],
  Cybersecurity: ['Penetration Testing', 'SIEM', 'OWASP'],
  DevOps: ['Docker', 'Kubernetes', 'Terraform'],
  Blockchain: ['Solidity', 'Ethereum', 'Web3.js'],
  'Game Development': ['Unity', 'C#', 'Unreal Engine'],
  'Software Testing': ['Selenium', 'Postman', 'JIRA'],
  'Database Management': ['MySQL', 'MongoDB', 'Oracle'],
  'Network Administration': ['CCNA', 'Linux', 'Routing'],
};

/** The page's three queries: the first page, a filtered page and a text search (domain filters). */
const QUERIES = [
  { name: 'first page (rating desc)', filters: {} },
  {
    name: 'Data Science + Bangalore, students desc',
    filters: { category: 'Data Science', location: 'Bangalore', sort: 'students', direction: 'desc' },
  },
  { name: "search 'react' (rating desc)", filters: { search: 'react' } },
  // the parsed search (docs/decisions/070-discovery-search.md): AND of every word, cities and
  // specializations as filters, a page reads at most 3 x the page size
  { name: "search 'react developer'", filters: { search: 'react developer' } },
  { name: "search 'react pune'", filters: { search: 'react pune' } },
  { name: "search 'full stack'", filters: { search: 'full stack' } },
  { name: "search 'data science bangalore'", filters: { search: 'data science bangalore' } },
];

/** Course titles of some specializations (the search finds course titles); others get 'X Course n'. */
const COURSE_TITLES = {
  'Web Development': ['Full Stack Web Development with MERN', 'React Developer Bootcamp', 'Modern JavaScript'],
  'Data Science': ['Data Science with Python', 'SQL for Data Analysis'],
  'Mobile App Development': ['React Native Bootcamp', 'Android Development with Kotlin'],
};

async function inside() {
  const domain = await import('@skillsetu/domain');
  const { initializeApp: initAdmin } = await import('firebase-admin/app');
  const { getFirestore: adminFirestore } = await import('firebase-admin/firestore');
  const { initializeApp } = await import('firebase/app');
  const fs = await import('firebase/firestore');

  const project = process.env.GCLOUD_PROJECT ?? 'demo-skillsetu';
  const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
  const [host, port] = [emulatorHost.slice(0, emulatorHost.lastIndexOf(':')), Number(emulatorHost.split(':').pop())];
  const admin = adminFirestore(initAdmin({ projectId: project }, 'bench-admin'));
  const web = fs.getFirestore(initializeApp({ projectId: project, apiKey: 'demo-api-key' }, 'bench-web'));
  fs.connectFirestoreEmulator(web, host, port);

  /** Card i: deterministic trainer, card 0 teaches React (search hit), card 1 is Data Science in Bangalore. */
  function cardAt(i) {
    const rnd = prng(i + 1);
    const pick = (list) => list[Math.floor(rnd() * list.length)];
    const specialization = domain.SPECIALIZATIONS[i % domain.SPECIALIZATIONS.length];
    const city = i === 1 ? 'Bangalore' : pick(domain.CITIES);
    const uid = `bench-${String(i).padStart(6, '0')}`;
    const hourly = rnd() < 0.2 ? null : 500 + Math.floor(rnd() * 25) * 100;
    const profile = {
      id: i + 1,
      user_id: uid,
      full_name: `${pick(FIRST)} ${pick(LAST)}`,
      email: `${uid}@trainers.skillsetu.demo`,
      phone: '+91 9800000000',
      city,
      specialization,
      experience: pick(domain.EXPERIENCE_LEVELS),
      bio: `${specialization} trainer based in ${city}, teaching through hands-on projects.`,
      hourly_rate: hourly,
      certifications: ['Industry Certification'],
      teaching_languages: ['English', 'Hindi'],
      skills: SKILLS[specialization],
      avatar_url: null,
      linkedin_url: null,
      portfolio_url: null,
      verified: rnd() < 0.4,
      created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    };
    const courses = Array.from({ length: 1 + Math.floor(rnd() * 4) }, (_, n) => ({
      id: `${uid}-c${n}`,
      trainer_id: uid,
      title: COURSE_TITLES[specialization]?.[n] ?? `${specialization} Course ${n + 1}`,
      description: null,
      price: 2999 + Math.floor(rnd() * 13) * 1000,
      duration: pick(domain.COURSE_DURATIONS),
      category: specialization,
      skills: null,
      mode: pick(domain.TRAINING_MODES),
      batch_size: pick(domain.BATCH_SIZES),
      prerequisites: null,
      is_active: rnd() < 0.85,
      created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000 + n),
    }));
    const reviews = Math.floor(rnd() * 60);
    return domain.trainerCardSchema.parse(
      domain.deriveTrainerCard(profile, courses, {
        students: Math.floor(rnd() * 400),
        reviews,
        averageRating: reviews > 0 ? 3 + rnd() * 2 : null,
      }),
    );
  }

  async function seedCards(from, to) {
    const started = Date.now();
    const chunks = [];
    for (let i = from; i < to; i += 500) chunks.push([i, Math.min(i + 500, to)]);
    for (let c = 0; c < chunks.length; c += 4) {
      await Promise.all(
        chunks.slice(c, c + 4).map(async ([a, b]) => {
          const batch = admin.batch();
          for (let i = a; i < b; i++) {
            const card = cardAt(i);
            batch.set(admin.doc(`trainer_cards/${card.uid}`), card);
          }
          await batch.commit();
        }),
      );
    }
    return Date.now() - started;
  }

  function pageQuery(filters, cursor) {
    const spec = domain.listingQuerySpec(domain.trainerListingFiltersSchema.parse(filters));
    const constraints = spec.where.map((w) => fs.where(w.field, w.op, w.value));
    for (const o of spec.orderBy) constraints.push(fs.orderBy(o.field, o.direction));
    if (cursor) constraints.push(fs.startAfter(cursor));
    const base = fs.query(fs.collection(web, 'trainer_cards'), ...constraints);
    // the rules refuse any list or count of more than MAX_LIST_LIMIT (50): the page counts up to 50 ('50+')
    return { page: fs.query(base, fs.limit(spec.limit)), count: fs.query(base, fs.limit(domain.MAX_LIST_LIMIT)), spec };
  }

  /** Documents of a page the reader keeps: those carrying every further term (the page's AND). */
  const kept = (snap, spec) =>
    snap.docs.filter((d) => domain.matchesAllTerms(d.get('search_tokens') ?? [], spec.match));

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rows = [];
  let seeded = 0;
  for (const size of SIZES) {
    const ms = await seedCards(seeded, size);
    console.log(`[bench] ${size - seeded} trainer cards written in ${ms} ms (total ${size})`);
    seeded = size;
    for (const q of QUERIES) {
      const pageTimes = [];
      const countTimes = [];
      let read = 0;
      let shown = 0;
      let matches = 'not counted';
      let nextShown = 0;
      for (let r = 0; r < RUNS; r++) {
        const { page, count, spec } = pageQuery(q.filters);
        let t = performance.now();
        const snap = await fs.getDocsFromServer(page);
        pageTimes.push(performance.now() - t);
        // the page counts matches only when one term decides them (use-trainer-listing.ts)
        if (spec.match.length === 0) {
          t = performance.now();
          matches = (await fs.getCountFromServer(count)).data().count;
          countTimes.push(performance.now() - t);
        }
        read = snap.size;
        shown = kept(snap, spec).length;
        if (r === 0 && snap.size > 0) {
          const next = pageQuery(q.filters, snap.docs[snap.docs.length - 1]);
          nextShown = kept(await fs.getDocsFromServer(next.page), next.spec).length;
        }
      }
      // Firestore bills a count() as one read per 1,000 index entries matched (at least one).
      const countReads = typeof matches === 'number' ? Math.max(1, Math.ceil(matches / 1000)) : 0;
      rows.push({
        trainers: size,
        query: q.name,
        matches,
        'docs shown': shown,
        'documents read': read + countReads,
        'reads / page size': ((read + countReads) / domain.TRAINERS_PAGE_SIZE).toFixed(2),
        'page ms (median)': Math.round(median(pageTimes)),
        'page ms (first)': Math.round(pageTimes[0]),
        'count ms (median)': countTimes.length ? Math.round(median(countTimes)) : '-',
        'next page shown': nextShown,
      });
    }
  }
  console.log(`\nFind Trainers queries (page size ${domain.TRAINERS_PAGE_SIZE}, ${RUNS} runs each):`);
  console.table(rows);
  console.log(markdown(rows));
  // --- reviews ---
  const { reviewsTabBench } = await import('./reviews-tab.mjs');
  const reviewRows = await reviewsTabBench({ admin, web, fs, domain });
  console.log(`\nReviews tab, first page of one trainer (page size ${domain.REVIEW_LIMITS.pageSize}):`);
  console.table(reviewRows);
  console.log(markdown(reviewRows));
  // --- end reviews ---
  process.exit(0);
}

function markdown(rows) {
  const cols = Object.keys(rows[0]);
  return [
    `| ${cols.join(' | ')} |`,
    `|${cols.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${cols.map((c) => r[c]).join(' | ')} |`),
  ].join('\n');
}

async function outside() {
  const { emulatorEnv, firebaseArgs, requireJava } = await import('../lib/emulator-env.mjs');
  requireJava();
  const env = emulatorEnv();
  const firebase = path.join(ROOT, 'node_modules', '.bin', 'firebase');
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const r = spawnSync(
    firebase,
    ['emulators:exec', ...firebaseArgs(['firestore']), `${tsx} scripts/bench/listing.mjs --inside`],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  process.exit(r.status ?? 1);
}

if (process.argv.includes('--inside')) await inside();
else await outside();

import { expect, test } from './support/shared-context';
import {
  categorySlugForExpertise,
  CONTACT_MESSAGES,
  discountPercent,
  LISTING_MESSAGES,
  TIMINGS,
} from '@skillsetu/domain';
import { adminDb } from './support/admin';
import { gotoReady } from './support/app-ready';
import { watchCspViolations } from './support/csp';
import { skipPromo } from './support/pages';

/** Public routes and the h1 each must show (docs/product.md#routes-and-navigation). */
const HEADINGS: [string, string | RegExp][] = [
  ['/', /verified trainers/i],
  ['/about', 'About SkillSetu'],
  ['/how-it-works', 'How It Works'],
  ['/contact', 'Contact Us'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/cancellation-refunds', 'Cancellation and Refund Policy'],
  ['/help', 'Help Center'],
  ['/safety', 'Safety and Security'],
  ['/careers', 'Careers at SkillSetu'],
  ['/press', 'Press'],
  ['/categories/web-development', 'Web Development Trainers'],
  ['/categories/data-science', 'Data Science Trainers'],
  ['/categories/digital-marketing', 'Digital Marketing Trainers'],
  ['/categories/ui-ux-design', 'UI/UX Design Trainers'],
  ['/course/1', 'Complete Full Stack Web Development Bootcamp'],
];

test.describe('public site', () => {
  for (const [path, heading] of HEADINGS) {
    test(`${path} renders its spec heading and a page title`, async ({ page }) => {
      await skipPromo(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/SkillSetu/);
    });
  }

  test('an unknown category slug shows the 404 page', async ({ page }) => {
    await page.goto('/categories/no-such-category');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test('the promo popup appears once per session and Maybe Later dismisses it, under the CSP', async ({ page }) => {
    // the signed-in specs mark the promo as seen (support/fixtures.ts): its CSP check is here
    const violations = await watchCspViolations(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Start Training for FREE!' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByRole('link', { name: 'Become a Trainer' })).toHaveAttribute('href', '/become-trainer');
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the popup must not come back in the same session: once the app runs the page, past the
    // moment it would open (2 s after navigation start), with its code loaded if it was going to be
    await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1, { timeout: 30_000 });
    await expect
      .poll(() => page.evaluate(() => performance.now()), { timeout: 15_000 })
      .toBeGreaterThan(TIMINGS.promoPopupMs + 500);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  test('home: chat button opens WhatsApp with a greeting; success stories anchor exists', async ({ page }) => {
    await skipPromo(page);
    await page.goto('/');
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
    await expect(page.locator('#success-stories')).toBeVisible();
    await expect(page.locator('#success-stories figure')).toHaveCount(6);
  });

  test('a featured trainer card leads to the category page of its expertise', async ({ page }) => {
    await skipPromo(page);
    await page.goto('/');
    const cards = page.getByTestId('featured-trainer');
    await expect(cards).toHaveCount(4);
    // the seed has more than four trainers: once Firebase has loaded, live cards replace the samples
    await expect(page.locator('[data-testid="featured-trainer"][data-sample="true"]')).toHaveCount(0);
    const first = cards.first();
    const expertise = await first.getByTestId('featured-expertise').innerText();
    const slug = categorySlugForExpertise(expertise);
    const expected = slug ? `/categories/${slug}` : '/find-trainers';
    await expect(first).toHaveAttribute('href', expected);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${expected.replace(/\//g, '\\/')}$`));
  });

  test('contact form: Missing Information when empty; a valid message is stored', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(CONTACT_MESSAGES.missingInformation.title)).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.missingInformation.description)).toBeVisible();

    const subject = `E2E contact ${Date.now()}`;
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('First Name').fill('Asha');
    await field('Last Name').fill('Rao');
    await field('Email').fill('asha@example.com');
    await field('Subject').fill(subject);
    await field('Message').fill('I would like to know about weekend batches.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(CONTACT_MESSAGES.success.title)).toBeVisible();
    await expect(field('Subject')).toHaveValue('');

    const snap = await adminDb().collection('contact_messages').where('subject', '==', subject).get();
    expect(snap.size).toBe(1);
    const doc = snap.docs[0]!.data();
    expect(doc).toMatchObject({ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' });
    expect(doc.created_at.toDate()).toBeInstanceOf(Date);
  });

  test('category page: search and sorts change the order; empty state', async ({ page }) => {
    await page.goto('/categories/web-development');
    const cards = page.getByTestId('category-trainer');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${count} Trainers? Available$`) }),
    ).toBeVisible();

    const numbers = async (testId: string) =>
      (await page.getByTestId(testId).allInnerTexts()).map((t) => Number(t.replace(/[^\d.]/g, '')));
    const sort = page.getByLabel('Sort trainers');
    await sort.selectOption({ label: 'Price: Low to High' });
    const prices = await numbers('price');
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await sort.selectOption({ label: 'Most Students' });
    const students = await numbers('students');
    expect(students).toEqual([...students].sort((a, b) => b - a));

    const firstName = (await cards.first().getByRole('heading').innerText()).trim();
    await page.getByPlaceholder('Search trainers or skills...').fill(firstName);
    await expect(cards.first().getByRole('heading')).toHaveText(firstName);
    await page.getByPlaceholder('Search trainers or skills...').fill('zzzz-no-such-skill');
    await expect(page.getByText(LISTING_MESSAGES.categoryEmpty)).toBeVisible();
  });

  test('course detail shows the computed discount', async ({ page }) => {
    await page.goto('/course/1');
    await expect(page.getByTestId('course-price')).toHaveText('₹4,999');
    await expect(page.getByTestId('course-original-price')).toHaveText('₹9,999');
    await expect(page.getByTestId('course-discount')).toHaveText(`${discountPercent(4999, 9999)}% OFF`);
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await expect(page.getByText('Coming Soon').first()).toBeVisible();
    await page.goto('/course/no-such-course');
    await expect(page.getByRole('heading', { name: 'Course Not Found' })).toBeVisible();
  });

  test('a live published course id shows that course', async ({ page }) => {
    const snap = await adminDb().collection('courses').where('is_active', '==', true).limit(1).get();
    expect(snap.empty, 'the seed has a published course').toBe(false);
    const course = snap.docs[0]!;
    await page.goto(`/course/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: String(course.data().title) })).toBeVisible();
  });

  test('both footer category link forms reach the category page', async ({ page }) => {
    await skipPromo(page);
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Data Science' }).click();
    await expect(page).toHaveURL(/\/categories\/data-science$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Data Science Trainers' })).toBeVisible();
    await page.goto('/category/ui-ux-design');
    await expect(page).toHaveURL(/\/categories\/ui-ux-design$/);
    await expect(page.getByRole('heading', { level: 1, name: 'UI/UX Design Trainers' })).toBeVisible();
  });

  test('help center accordion keeps one entry open', async ({ page }) => {
    await gotoReady(page, '/help');
    await page.getByRole('button', { name: 'How do I find a trainer?' }).click();
    await expect(page.getByText(/Use Find Trainers to search/)).toBeVisible();
    await page.getByRole('button', { name: 'Can I get a refund?' }).click();
    await expect(page.getByText(/48 hours or more before the course starts/)).toBeVisible();
    await expect(page.getByText(/Use Find Trainers to search/)).toBeHidden();
  });
});

// Build-time prerendering (scripts/prerender.mjs, docs/decisions/004-prerender-capture.md): the public pages that need no data are
// HTML on arrival, and the app takes them over without a visible change.
test.describe('prerendered public pages', () => {
  // /contact is a form: it is not prerendered, so nothing typed before the app starts can be lost.
  const PRERENDERED: [string, string | RegExp][] = HEADINGS.filter(
    ([path]) => path !== '/contact' && !/^\/(categories|course)\//.test(path),
  );

  for (const [path, heading] of PRERENDERED) {
    test(`${path} shows its heading and title with JavaScript disabled`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/SkillSetu/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await context.close();
    });
  }

  test('home without JavaScript already shows the hero, four featured trainers and the footer', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('featured-trainer')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Find Trainers' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.close();
  });

  // The takeover is measured on a first visit: a cold context, no cached scripts (ADR 302).
  test.describe('first visit', () => {
    test.use({ shareContext: false });

    test('the app takes over the prerendered home: one page, no layout shift, live trainers replace samples', async ({
      page,
    }) => {
      await skipPromo(page);
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) w.__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      // live cards (not samples) prove React rendered and fetched after taking over the page
      await expect(page.locator('[data-testid="featured-trainer"][data-sample="true"]')).toHaveCount(0);
      await expect(page.getByTestId('featured-trainer')).toHaveCount(4);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThanOrEqual(0.05);
    });
  });

  test('a prerendered page keeps its global CSS: the app does not insert it again', async ({ page }) => {
    await gotoReady(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => ({
        owner: (sheet.ownerNode as HTMLElement | null)?.dataset.prerenderGlobal ?? '',
        tokens: [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-blue-500:')),
      })),
    );
    // the token variables (and the rest of Chakra's base CSS) exist once: in the prerendered tag
    expect(sheets.filter((s) => s.tokens)).toEqual([{ owner: 'base', tokens: true }]);
  });

  test("prerendered Find Trainers carries the result cards' CSS but not the build-time sample card", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/find-trainers')).text();
    expect(html).not.toContain('data-prerender-style-only');
    expect(html).not.toContain('Sample Trainer');
    // the first paint is the loading grid: no data reached the capture (scripts/prerender.mjs holds
    // Firebase and the trainer-cards worker back), so no empty state or count is baked into the page
    expect(html).toContain('aria-label="Loading trainers"');
    expect(html).not.toContain(LISTING_MESSAGES.noTrainersAvailable);
    await gotoReady(page, '/find-trainers');
    await expect(page.getByTestId('trainer-card').first()).toBeVisible({ timeout: 30_000 });
    const { prerendered, cardClasses } = await page.evaluate(() => ({
      prerendered: (
        document.querySelector('style[data-prerender-emotion]')?.getAttribute('data-prerender-emotion') ?? ''
      ).split(' '),
      cardClasses: [
        ...new Set(
          [...document.querySelectorAll('[data-testid="trainer-card"], [data-testid="trainer-card"] *')].flatMap((el) =>
            [...el.classList].filter((c) => c.startsWith('css-')).map((c) => c.slice(4)),
          ),
        ),
      ],
    }));
    // every class of a live card was in the page's prerendered stylesheet: emotion inserted none of them
    expect(cardClasses.length).toBeGreaterThan(10);
    expect(cardClasses.filter((name) => !prerendered.includes(name))).toEqual([]);
  });

  test('a page that was not prerendered gets the global CSS from the app, once', async ({ page }) => {
    // the build defers building that CSS until ChakraProvider first reads it (vite.config.ts)
    await gotoReady(page, '/become-trainer');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sheets = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-blue-500:')))
        .map((sheet) => (sheet.ownerNode as HTMLElement | null)?.dataset.emotion ?? ''),
    );
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^css-global\b/); // emotion global sheet
    // and it applies: the body's background is the bg token's white
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  });

  test('every /trainer/{id} URL is served the prerendered loading shell', async ({ request }) => {
    const html = await (await request.get('/trainer/424242')).text();
    expect(html).toContain('aria-label="Loading trainer profile"');
    expect(html).not.toContain('<div id="root"></div>');
    // captured before the live listener could answer for the capture's id 0 (scripts/prerender.mjs)
    expect(html).not.toContain(LISTING_MESSAGES.trainerNotFound.title);
  });

  test('every /course/{id} URL is served the prerendered course shell; its syllabus the app shell', async ({
    request,
  }) => {
    const html = await (await request.get('/course/424242')).text();
    expect(html).toContain('aria-label="Loading course"');
    expect(html).not.toContain('<div id="root"></div>');
    // captured while Firebase was held back (scripts/prerender.mjs): never the not-found state
    expect(html).not.toContain('Course Not Found');
    const syllabus = await (await request.get('/course/424242/syllabus')).text();
    expect(syllabus).toContain('<div id="root"></div>');
  });

  test('a page without a prerendered file gets the app shell and renders client-side', async ({ request, page }) => {
    const shell = await (await request.get('/become-trainer')).text();
    expect(shell).toContain('<div id="root"></div>');
    await page.goto('/become-trainer');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { emotionCacheForThisPage, systemForThisPage } from './app/prerendered-styles';
import { preloadAccountArea, preloadRoute } from './app/router';
import { getSystemInTasks } from './components/ui/theme';
import { whenIdle } from './lib/when-idle';

/** Marks <html data-app-ready> once the app has taken over the page (tests wait for it before clicking). */
function MarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

/** A new task: work after it does not share one with the work before it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Load the current page's route module before the first render, so the first commit is the whole
// page: a prerendered page (scripts/prerender.mjs) is replaced by identical markup, and other pages
// never flash the route spinner. On an empty (not prerendered) page a slow download falls back to
// the spinner after 3 s; a failed one renders anyway and the route's error boundary reports it.
// Matching the route runs in a task after the one that evaluates the entry and boot chunks, which
// is long enough on a phone (docs/decisions/293-chakra-system-in-tasks.md).
void nextTask()
  .then(() => {
    const preload = preloadRoute(window.location.pathname);
    return root.hasChildNodes() ? preload : Promise.race([preload, new Promise((r) => setTimeout(r, 3000))]);
  })
  .catch(() => undefined)
  .then(nextTask)
  // Creating the Chakra system is the largest piece of startup work: Lighthouse's Total Blocking
  // Time counts each task's time beyond 50 ms, so each of its phases runs in a task of its own,
  // apart from the route module's evaluation (docs/decisions/293-chakra-system-in-tasks.md).
  .then(() => getSystemInTasks(nextTask))
  .then((created) => systemForThisPage(created, nextTask))
  .then((system) => {
    const emotionCache = emotionCacheForThisPage();
    // A transition render is time-sliced: React yields to the browser every few milliseconds instead
    // of blocking the main thread for the whole first render (Lighthouse Total Blocking Time).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App system={system} emotionCache={emotionCache} />
          <MarkAppReady />
        </StrictMode>,
      );
    });
    // The signed-in areas' route table, for a later navigation to sign-in, a dashboard or a 404.
    whenIdle(preloadAccountArea, { fallbackMs: 1000 });
  });

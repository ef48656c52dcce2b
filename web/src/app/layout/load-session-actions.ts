/**
 * Loads the navbar's session part (session-actions.tsx: bell, avatar menu, Dashboard link). A
 * module of its own, which navbar-session.tsx fetches as soon as the session hint says a user is
 * signed in, in parallel with Firebase: the session part's preload list (about 30 files) then
 * travels in this small chunk, not in the entry every page loads
 * (docs/decisions/278-preload-lists-and-the-plans-route.md). The session part itself is imported
 * only once Firebase has loaded, in its own tasks (docs/decisions/062-firebase-in-three-tasks.md).
 */
export const loadSessionActions = () => import('./session-actions');

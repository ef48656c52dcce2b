// The disputes feature's public surface (docs/architecture.md#layers; docs/sessions.md#report-a-problem).
export { ClassProblems } from './components/class-problems';

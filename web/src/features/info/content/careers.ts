/** Careers (docs/product.md#public-pages: four fixed open positions with Apply buttons). */
export const CAREERS = {
  title: 'Careers at SkillSetu',
  metaDescription: 'Join the SkillSetu team and help millions of Indians learn new skills. See our open positions.',
  intro: 'Help us build the bridge between learners and trainers across India.',
  applyEmail: 'careers@skillsetu.in',
  positions: [
    { title: 'Senior Frontend Engineer', team: 'Engineering', location: 'Bangalore / Remote', type: 'Full-time' },
    { title: 'Backend Engineer (Firebase)', team: 'Engineering', location: 'Bangalore / Remote', type: 'Full-time' },
    { title: 'Trainer Success Manager', team: 'Operations', location: 'Mumbai', type: 'Full-time' },
    { title: 'Growth Marketing Lead', team: 'Marketing', location: 'Delhi', type: 'Full-time' },
  ],
} as const;

import type { CourseDetail } from './course-detail';

import { SAMPLE_COURSE_ID } from './sample-course-id';

export { SAMPLE_COURSE_ID, SAMPLE_COURSE_TRAINER_UID } from './sample-course-id';

/** The spec's hard-coded sample course (docs/product.md#courses-and-batches). Prices in rupees. */
export const SAMPLE_COURSE: CourseDetail = {
  id: SAMPLE_COURSE_ID,
  title: 'Complete Full Stack Web Development Bootcamp',
  description:
    'Become a full stack web developer: build real projects with HTML, CSS, JavaScript, React, Node.js and MongoDB, and deploy them to the cloud.',
  price: 4999,
  originalPrice: 9999,
  duration: '12 weeks',
  totalHours: 120,
  students: 1240,
  rating: 4.8,
  reviews: 326,
  level: 'Beginner to Advanced',
  language: 'English & Hindi',
  lastUpdated: 'January 2025',
  category: 'Web Development',
  skills: ['HTML & CSS', 'JavaScript', 'React', 'Node.js', 'Express', 'MongoDB', 'Git', 'Deployment'],
  // The spec's instructor; the page swaps in the live card of SAMPLE_COURSE_TRAINER_UID (a seeded
  // trainer) so Enroll Now and View Profile lead to a real profile, never 'Trainer Not Found'.
  trainer: {
    id: null,
    uid: null,
    name: 'Rahul Verma',
    expertise: 'Full Stack Web Developer',
    experience: '8+ years',
    students: 1240,
    rating: 4.9,
  },
  upcomingCourses: [
    {
      id: 'u1',
      title: 'Advanced React Patterns',
      price: 3999,
      duration: '6 weeks',
      description: 'Hooks, performance, state management and testing for production React apps.',
      launchDate: 'March 2025',
    },
    {
      id: 'u2',
      title: 'Node.js Microservices',
      price: 5999,
      duration: '8 weeks',
      description: 'Design, build and deploy scalable microservices with Node.js and Docker.',
      launchDate: 'April 2025',
    },
  ],
  curriculum: [
    {
      module: 'Module 1: Web Fundamentals',
      lessons: [
        { title: 'How the web works', duration: '45 min', completed: false },
        { title: 'HTML5 essentials', duration: '1 hr 30 min', completed: false },
        { title: 'CSS layouts with Flexbox and Grid', duration: '2 hr', completed: false },
      ],
    },
    {
      module: 'Module 2: JavaScript',
      lessons: [
        { title: 'JavaScript basics', duration: '2 hr', completed: false },
        { title: 'DOM and events', duration: '1 hr 30 min', completed: false },
        { title: 'Async JavaScript and APIs', duration: '2 hr', completed: false },
      ],
    },
    {
      module: 'Module 3: React',
      lessons: [
        { title: 'Components and props', duration: '1 hr 30 min', completed: false },
        { title: 'State and hooks', duration: '2 hr', completed: false },
        { title: 'Routing and data fetching', duration: '2 hr', completed: false },
      ],
    },
    {
      module: 'Module 4: Backend with Node.js',
      lessons: [
        { title: 'Node.js and Express', duration: '2 hr', completed: false },
        { title: 'MongoDB and data modelling', duration: '2 hr', completed: false },
        { title: 'Authentication and deployment', duration: '2 hr 30 min', completed: false },
      ],
    },
  ],
  features: [
    '120 hours of live and recorded sessions',
    '12 real-world projects',
    'Certificate of completion',
    'Lifetime access to recordings',
    'One-on-one mentorship',
    'Placement assistance',
  ],
  requirements: [
    'A computer with internet access',
    'No prior coding experience needed',
    'Dedication of 10 hours a week',
  ],
  testimonials: [
    {
      id: 't1',
      name: 'Aditya Kumar',
      rating: 5,
      comment: 'The projects made all the difference. I got a job offer before I finished!',
    },
    { id: 't2', name: 'Sneha Patil', rating: 5, comment: 'Rahul explains complex topics in a very simple way.' },
    {
      id: 't3',
      name: 'Imran Khan',
      rating: 4,
      comment: 'Great content and mentorship. The pace is fast but worth it.',
    },
  ],
  introVideoUrl: null,
  mode: 'Online',
  batchSize: '21-30 students',
};

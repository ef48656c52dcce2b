/**
 * The spec's built-in sample trainers (docs/product.md#public-pages): shown on a category
 * page only when no live trainer card of that category exists, and on the home page to fill the
 * four featured slots. Prices in rupees. Ids are display ids for /trainer/{id}.
 */
export interface SampleTrainer {
  id: number;
  name: string;
  image: string | null;
  expertise: string;
  skills: string[];
  location: string;
  rating: number;
  reviews: number;
  students: number;
  verified: boolean;
  courses: { title: string; price: number }[];
}

/** Sample trainers by category slug (docs/product.md#public-pages). */
export const SAMPLE_TRAINERS: Record<string, SampleTrainer[]> = {
  'web-development': [
    {
      id: 9001,
      name: 'Rahul Verma',
      image: null,
      expertise: 'Full Stack Web Developer',
      skills: ['React', 'Node.js', 'TypeScript', 'MongoDB', 'Next.js'],
      location: 'Bangalore',
      rating: 4.9,
      reviews: 128,
      students: 1240,
      verified: true,
      courses: [{ title: 'Full Stack Web Development Bootcamp', price: 7999 }],
    },
    {
      id: 9002,
      name: 'Sneha Kulkarni',
      image: null,
      expertise: 'Frontend Web Engineer',
      skills: ['HTML', 'CSS', 'JavaScript', 'React'],
      location: 'Pune',
      rating: 4.7,
      reviews: 86,
      students: 2150,
      verified: true,
      courses: [{ title: 'Modern Frontend with React', price: 5999 }],
    },
    {
      id: 9003,
      name: 'Arjun Nair',
      image: null,
      expertise: 'Backend Web Developer',
      skills: ['Python', 'Django', 'PostgreSQL', 'REST APIs'],
      location: 'Kochi',
      rating: 4.8,
      reviews: 64,
      students: 860,
      verified: false,
      courses: [],
    },
  ],
  'data-science': [
    {
      id: 9011,
      name: 'Dr. Priya Sharma',
      image: null,
      expertise: 'Data Scientist & ML Engineer',
      skills: ['Python', 'Machine Learning', 'Pandas', 'TensorFlow', 'SQL'],
      location: 'Hyderabad',
      rating: 4.9,
      reviews: 156,
      students: 1580,
      verified: true,
      courses: [{ title: 'Data Science with Python', price: 9499 }],
    },
    {
      id: 9012,
      name: 'Vikram Singh',
      image: null,
      expertise: 'Data Analyst',
      skills: ['Excel', 'Power BI', 'SQL', 'Statistics'],
      location: 'Delhi',
      rating: 4.6,
      reviews: 72,
      students: 2300,
      verified: true,
      courses: [{ title: 'Data Analytics for Beginners', price: 4999 }],
    },
  ],
  'digital-marketing': [
    {
      id: 9021,
      name: 'Ananya Iyer',
      image: null,
      expertise: 'Digital Marketing Strategist',
      skills: ['SEO', 'Google Ads', 'Social Media', 'Content Strategy', 'Analytics'],
      location: 'Mumbai',
      rating: 4.8,
      reviews: 112,
      students: 1890,
      verified: true,
      courses: [{ title: 'Complete Digital Marketing Course', price: 6999 }],
    },
    {
      id: 9022,
      name: 'Karan Mehta',
      image: null,
      expertise: 'Performance Marketing Expert',
      skills: ['Meta Ads', 'Google Ads', 'Email Marketing', 'CRO'],
      location: 'Ahmedabad',
      rating: 4.5,
      reviews: 48,
      students: 720,
      verified: false,
      courses: [{ title: 'Performance Marketing Masterclass', price: 5499 }],
    },
  ],
  'ui-ux-design': [
    {
      id: 9031,
      name: 'Meera Reddy',
      image: null,
      expertise: 'UI/UX Designer',
      skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems', 'Wireframing'],
      location: 'Chennai',
      rating: 4.9,
      reviews: 98,
      students: 1120,
      verified: true,
      courses: [{ title: 'UI/UX Design Fundamentals', price: 8999 }],
    },
    {
      id: 9032,
      name: 'Rohan Das',
      image: null,
      expertise: 'Product Designer',
      skills: ['Figma', 'Interaction Design', 'Usability Testing', 'Adobe XD'],
      location: 'Kolkata',
      rating: 4.7,
      reviews: 57,
      students: 640,
      verified: true,
      courses: [{ title: 'Product Design from Scratch', price: 7499 }],
    },
  ],
};

import { sweep } from './sweep.ts';

sweep({ language: 'en', dir: 'ltr', device: 'desktop' });

import { sweep } from './sweep.ts';

sweep({ language: 'ar', dir: 'rtl', device: 'phone' });

export * from './feedback-form';
export * from './feedback-validation';
export * from './feedback-images';
